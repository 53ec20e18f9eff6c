import type { CompanyCloseCheck } from './companyCloseCheck';

export type CompanyCloseCheckEnvelopeAllOf = {
  /** 成功时返回的数据 */
  data: CompanyCloseCheck;
};

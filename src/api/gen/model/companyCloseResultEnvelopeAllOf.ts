import type { CompanyCloseResult } from './companyCloseResult';

export type CompanyCloseResultEnvelopeAllOf = {
  /** 成功时返回的数据 */
  data: CompanyCloseResult;
};

import type { CompanyTransfer } from './companyTransfer';

export type CompanyTransferEnvelopeAllOf = {
  /** 成功时返回的数据 */
  data: CompanyTransfer;
};

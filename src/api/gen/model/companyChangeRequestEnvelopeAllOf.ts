import type { CompanyChangeRequest } from './companyChangeRequest';

export type CompanyChangeRequestEnvelopeAllOf = {
  /** 成功时返回的数据 */
  data: CompanyChangeRequest;
};

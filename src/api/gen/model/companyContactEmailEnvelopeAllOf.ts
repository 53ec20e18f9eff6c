import type { CompanyContactEmail } from './companyContactEmail';

export type CompanyContactEmailEnvelopeAllOf = {
  /** 成功时返回的数据 */
  data: CompanyContactEmail;
};

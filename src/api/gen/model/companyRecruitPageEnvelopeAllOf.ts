import type { CompanyRecruitPage } from './companyRecruitPage';

export type CompanyRecruitPageEnvelopeAllOf = {
  /** 成功时返回的招募分页 */
  data: CompanyRecruitPage;
};

import type { CompanyType } from './companyType';

/**
 * 选择公司类型以发起入驻申请
 */
export interface ApplyReviewBody {
  /** 1 企业；2 个体工商户；3 小微商户；4 跨境企业 */
  companyType: CompanyType;
}

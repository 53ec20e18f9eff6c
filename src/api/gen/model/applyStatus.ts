import type { ReviewStatus } from './reviewStatus';
import type { ApplyStatusReviewReason } from './applyStatusReviewReason';
import type { ApplyStatusDraftStatus } from './applyStatusDraftStatus';
import type { CompanyType } from './companyType';
import type { ApplyStatusSubmittedAt } from './applyStatusSubmittedAt';
import type { ApplyStatusReviewedAt } from './applyStatusReviewedAt';

/**
 * 入驻/认证申请的当前状态
 */
export interface ApplyStatus {
  /** -2 待提交；-1 驳回；0 审核中；1 通过（只有通过才能进入商家后台） */
  reviewStatus: ReviewStatus;
  /**
   * 审核驳回的原因；未驳回时为 null
   * @maxLength 500
   */
  reviewReason: ApplyStatusReviewReason;
  /** 1 已保存认证草稿；0 无草稿 */
  draftStatus: ApplyStatusDraftStatus;
  /** 1 企业；2 个体工商户；3 小微商户；4 跨境企业 */
  companyType: CompanyType;
  /**
   * 最近一次提交审核的时间，毫秒时间戳；未提交时为 null
   * @minimum 0
   */
  submittedAt: ApplyStatusSubmittedAt;
  /**
   * 最近一次审核完成的时间，毫秒时间戳；未审核时为 null
   * @minimum 0
   */
  reviewedAt: ApplyStatusReviewedAt;
}

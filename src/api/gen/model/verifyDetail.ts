import type { VerifyDetailForm } from './verifyDetailForm';
import type { VerifyDetailSubmitted } from './verifyDetailSubmitted';
import type { CompanyType } from './companyType';
import type { CategoryOption } from './categoryOption';
import type { ReviewStatus } from './reviewStatus';
import type { VerifyDetailReviewReason } from './verifyDetailReviewReason';
import type { VerifyDetailDraftStatus } from './verifyDetailDraftStatus';
import type { VerifyDetailSubmittedAt } from './verifyDetailSubmittedAt';
import type { VerifyDetailReviewedAt } from './verifyDetailReviewedAt';

/**
 * 认证资料（草稿或最近一次提交）与审核状态
 */
export interface VerifyDetail {
  /** 用于恢复表单的资料：有草稿时为草稿，否则为最近一次提交的资料；从未填写时为 null。文件地址已重新签名 */
  form: VerifyDetailForm;
  /** 最近一次提交审核的完整资料；从未提交时为 null */
  submitted: VerifyDetailSubmitted;
  /** 入驻申请时选择的公司类型（表单的缺省值） */
  companyType: CompanyType;
  /**
   * 可选的一级商品类目
   * @maxItems 200
   */
  categoryOptions: CategoryOption[];
  /** -2 待提交；-1 驳回；0 审核中；1 通过（只有通过才能进入商家后台） */
  reviewStatus: ReviewStatus;
  /**
   * 审核驳回的原因；未驳回时为 null
   * @maxLength 500
   */
  reviewReason: VerifyDetailReviewReason;
  /** 1 form 为已保存的草稿；0 无草稿 */
  draftStatus: VerifyDetailDraftStatus;
  /**
   * 最近一次提交审核的时间，毫秒时间戳；未提交时为 null
   * @minimum 0
   */
  submittedAt: VerifyDetailSubmittedAt;
  /**
   * 最近一次审核完成的时间，毫秒时间戳；未审核时为 null
   * @minimum 0
   */
  reviewedAt: VerifyDetailReviewedAt;
}

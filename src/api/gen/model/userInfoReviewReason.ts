
/**
 * 审核驳回的原因；未驳回时为 null
 * @maxLength 500
 */
export type UserInfoReviewReason = string | null;

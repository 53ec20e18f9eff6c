
/**
 * 审核驳回原因
 * @maxLength 200
 */
export type GoodsDetailReviewReason = string | null;

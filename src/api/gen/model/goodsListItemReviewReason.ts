
/**
 * 审核驳回时平台给出的原因
 * @maxLength 200
 */
export type GoodsListItemReviewReason = string | null;

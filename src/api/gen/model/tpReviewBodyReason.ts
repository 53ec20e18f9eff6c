
/**
 * 驳回必填，至多 200 字
 * @maxLength 200
 */
export type TpReviewBodyReason = string | null;


/**
 * 驳回时必填，2 至 200 字
 * @maxLength 200
 */
export type RtReviewBodyReason = string | null;

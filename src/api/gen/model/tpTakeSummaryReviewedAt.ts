
/**
 * 毫秒时间戳
 */
export type TpTakeSummaryReviewedAt = number | null;

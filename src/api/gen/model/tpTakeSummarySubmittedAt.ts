
/**
 * 毫秒时间戳
 */
export type TpTakeSummarySubmittedAt = number | null;


/**
 * 已驳回时
 */
export type TpTakeSummaryRejectReason = string | null;

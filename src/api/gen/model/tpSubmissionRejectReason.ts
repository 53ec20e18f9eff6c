
/**
 * 已驳回时
 */
export type TpSubmissionRejectReason = string | null;

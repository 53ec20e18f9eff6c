
/**
 * 驳回原因
 * @maxLength 200
 */
export type FinanceYbAccountRejectReason = string | null;

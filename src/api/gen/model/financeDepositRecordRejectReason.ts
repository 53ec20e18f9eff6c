
/**
 * 平台驳回充值的原因
 * @maxLength 200
 */
export type FinanceDepositRecordRejectReason = string | null;

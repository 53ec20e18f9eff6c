
/**
 * 失败原因
 * @maxLength 200
 */
export type FinanceWithdrawalFailReason = string | null;

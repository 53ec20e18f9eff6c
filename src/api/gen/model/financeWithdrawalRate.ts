
/**
 * 1 人民币兑换的外币数（跨境）
 * @maxLength 20
 */
export type FinanceWithdrawalRate = string | null;

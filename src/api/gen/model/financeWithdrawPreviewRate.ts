
/**
 * 1 人民币兑换的外币数（跨境提现）；其他为 null
 * @maxLength 20
 */
export type FinanceWithdrawPreviewRate = string | null;

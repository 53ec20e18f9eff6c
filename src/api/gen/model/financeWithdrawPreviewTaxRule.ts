
/**
 * 完税提现的计税说明；其他方式为 null
 * @maxLength 200
 */
export type FinanceWithdrawPreviewTaxRule = string | null;

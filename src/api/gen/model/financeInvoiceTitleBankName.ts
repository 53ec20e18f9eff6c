
/**
 * 开户银行
 * @maxLength 100
 */
export type FinanceInvoiceTitleBankName = string | null;

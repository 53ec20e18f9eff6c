
/**
 * 银行账号
 * @maxLength 30
 */
export type FinanceInvoiceTitleBankAccount = string | null;

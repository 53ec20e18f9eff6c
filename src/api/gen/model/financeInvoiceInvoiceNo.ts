
/**
 * 开具后的发票号码
 * @maxLength 32
 */
export type FinanceInvoiceInvoiceNo = string | null;

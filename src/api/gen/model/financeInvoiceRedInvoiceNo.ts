
/**
 * 红字发票号码
 * @maxLength 32
 */
export type FinanceInvoiceRedInvoiceNo = string | null;


/**
 * 发票备注
 * @maxLength 100
 */
export type FinanceInvoiceRemark = string | null;

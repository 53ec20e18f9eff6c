
/**
 * 申请红冲的原因
 * @maxLength 200
 */
export type FinanceInvoiceRedReason = string | null;


/**
 * 平台驳回的原因
 * @maxLength 200
 */
export type FinanceInvoiceRejectReason = string | null;

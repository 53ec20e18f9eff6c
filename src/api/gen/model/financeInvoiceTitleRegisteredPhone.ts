
/**
 * 注册电话
 * @maxLength 20
 */
export type FinanceInvoiceTitleRegisteredPhone = string | null;

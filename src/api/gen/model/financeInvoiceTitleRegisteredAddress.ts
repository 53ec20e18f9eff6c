
/**
 * 注册地址
 * @maxLength 200
 */
export type FinanceInvoiceTitleRegisteredAddress = string | null;

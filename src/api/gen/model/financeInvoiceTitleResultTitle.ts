import type { FinanceInvoiceTitle } from './financeInvoiceTitle';

/**
 * 已保存的发票抬头；未保存为 null
 */
export type FinanceInvoiceTitleResultTitle = FinanceInvoiceTitle | null;

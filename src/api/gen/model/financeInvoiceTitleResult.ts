import type { FinanceInvoiceTitleResultTitle } from './financeInvoiceTitleResultTitle';

/**
 * 发票抬头；从未保存时 title 为 null
 */
export interface FinanceInvoiceTitleResult {
  /** 已保存的发票抬头；未保存为 null */
  title: FinanceInvoiceTitleResultTitle;
}

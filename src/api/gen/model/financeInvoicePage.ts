import type { FinanceInvoice } from './financeInvoice';
import type { FinanceInvoicePageNextCursor } from './financeInvoicePageNextCursor';

/**
 * 一页开票记录（游标分页）
 */
export interface FinanceInvoicePage {
  /**
   * 本页记录
   * @maxItems 100
   */
  list: FinanceInvoice[];
  /**
   * 取下一页时传入；没有更多时为 null
   * @maxLength 64
   */
  nextCursor: FinanceInvoicePageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

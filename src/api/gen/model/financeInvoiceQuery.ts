import type { FinanceInvoiceFilter } from './financeInvoiceFilter';
import type { FinanceInvoiceQueryCursor } from './financeInvoiceQueryCursor';

/**
 * 开票申请，按申请时间倒序，游标分页
 */
export interface FinanceInvoiceQuery {
  /** 开票记录筛选 */
  filter?: FinanceInvoiceFilter;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 64
   * @pattern ^[0-9A-Za-z_-]{1,64}$
   */
  cursor?: FinanceInvoiceQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

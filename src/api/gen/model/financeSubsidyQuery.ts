import type { FinanceSubsidyFilter } from './financeSubsidyFilter';
import type { FinanceSubsidyQueryCursor } from './financeSubsidyQueryCursor';

/**
 * 按订单列出平台补贴，按时间倒序，游标分页
 */
export interface FinanceSubsidyQuery {
  /** 补贴筛选条件 */
  filter?: FinanceSubsidyFilter;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 64
   * @pattern ^[0-9A-Za-z_-]{1,64}$
   */
  cursor?: FinanceSubsidyQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

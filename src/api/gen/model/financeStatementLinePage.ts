import type { FinanceStatementLine } from './financeStatementLine';
import type { FinanceStatementLinePageNextCursor } from './financeStatementLinePageNextCursor';

/**
 * 一页对账明细（游标分页）
 */
export interface FinanceStatementLinePage {
  /**
   * 本页记录
   * @maxItems 100
   */
  list: FinanceStatementLine[];
  /**
   * 取下一页时传入；没有更多时为 null
   * @maxLength 64
   */
  nextCursor: FinanceStatementLinePageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

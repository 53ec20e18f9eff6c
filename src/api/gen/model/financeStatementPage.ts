import type { FinanceStatement } from './financeStatement';
import type { FinanceStatementPageNextCursor } from './financeStatementPageNextCursor';

/**
 * 一页对账单（游标分页）
 */
export interface FinanceStatementPage {
  /**
   * 本页记录
   * @maxItems 100
   */
  list: FinanceStatement[];
  /**
   * 取下一页时传入；没有更多时为 null
   * @maxLength 64
   */
  nextCursor: FinanceStatementPageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

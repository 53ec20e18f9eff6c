import type { FinanceFlowLine } from './financeFlowLine';
import type { FinanceFlowPageNextCursor } from './financeFlowPageNextCursor';

/**
 * 一页资金流水（游标分页）
 */
export interface FinanceFlowPage {
  /**
   * 本页记录
   * @maxItems 100
   */
  list: FinanceFlowLine[];
  /**
   * 取下一页时传入；没有更多时为 null
   * @maxLength 64
   */
  nextCursor: FinanceFlowPageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

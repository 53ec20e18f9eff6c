import type { FinanceDepositRecord } from './financeDepositRecord';
import type { FinanceDepositRecordPageNextCursor } from './financeDepositRecordPageNextCursor';

/**
 * 一页保证金记录（游标分页）
 */
export interface FinanceDepositRecordPage {
  /**
   * 本页记录
   * @maxItems 100
   */
  list: FinanceDepositRecord[];
  /**
   * 取下一页时传入；没有更多时为 null
   * @maxLength 64
   */
  nextCursor: FinanceDepositRecordPageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

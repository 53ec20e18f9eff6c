import type { FinanceWithdrawal } from './financeWithdrawal';
import type { FinanceWithdrawPageNextCursor } from './financeWithdrawPageNextCursor';

/**
 * 一页提现记录（游标分页）
 */
export interface FinanceWithdrawPage {
  /**
   * 本页记录
   * @maxItems 100
   */
  list: FinanceWithdrawal[];
  /**
   * 取下一页时传入；没有更多时为 null
   * @maxLength 64
   */
  nextCursor: FinanceWithdrawPageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

import type { FinanceSubsidyLine } from './financeSubsidyLine';
import type { FinanceSubsidyPageNextCursor } from './financeSubsidyPageNextCursor';

/**
 * 一页补贴明细（游标分页）
 */
export interface FinanceSubsidyPage {
  /**
   * 本页记录
   * @maxItems 100
   */
  list: FinanceSubsidyLine[];
  /**
   * 取下一页时传入；没有更多时为 null
   * @maxLength 64
   */
  nextCursor: FinanceSubsidyPageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

import type { TpTakeSummary } from './tpTakeSummary';
import type { TpTakePageNextCursor } from './tpTakePageNextCursor';

/**
 * 一页与下一页的游标
 */
export interface TpTakePage {
  /** 本页 */
  list: TpTakeSummary[];
  /** 是否还有下一页 */
  hasMore: boolean;
  /** 无更多时为 null */
  nextCursor: TpTakePageNextCursor;
}

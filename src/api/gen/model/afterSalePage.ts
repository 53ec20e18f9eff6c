import type { AfterSaleSummary } from './afterSaleSummary';
import type { AfterSalePageNextCursor } from './afterSalePageNextCursor';

/**
 * 一页与下一页的游标
 */
export interface AfterSalePage {
  /** 本页 */
  list: AfterSaleSummary[];
  /** 是否还有下一页 */
  hasMore: boolean;
  /** 无更多时为 null */
  nextCursor: AfterSalePageNextCursor;
}

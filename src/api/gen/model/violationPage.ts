import type { Violation } from './violation';
import type { ViolationPageNextCursor } from './violationPageNextCursor';

/**
 * 一页
 */
export interface ViolationPage {
  /** 本页 */
  list: Violation[];
  /** 是否还有下一页 */
  hasMore: boolean;
  /** 无更多时为 null */
  nextCursor: ViolationPageNextCursor;
}

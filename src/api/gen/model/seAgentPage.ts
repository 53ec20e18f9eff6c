import type { SeAgentSummary } from './seAgentSummary';
import type { SeAgentPageNextCursor } from './seAgentPageNextCursor';

/**
 * 一页与下一页的游标
 */
export interface SeAgentPage {
  /** 本页 */
  list: SeAgentSummary[];
  /** 是否还有下一页 */
  hasMore: boolean;
  /** 无更多时为 null */
  nextCursor: SeAgentPageNextCursor;
}

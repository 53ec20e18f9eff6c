import type { SeReward } from './seReward';
import type { SeRewardPageEnvelopeDataNextCursor } from './seRewardPageEnvelopeDataNextCursor';
import type { SeRewardStateCount } from './seRewardStateCount';

/**
 * 一页、下一页游标与各状态合计
 */
export interface SeRewardPageEnvelopeData {
  /** 本页 */
  list: SeReward[];
  /** 是否还有下一页 */
  hasMore: boolean;
  /** 无更多时为 null */
  nextCursor: SeRewardPageEnvelopeDataNextCursor;
  /** 四种状态 */
  states: SeRewardStateCount[];
}

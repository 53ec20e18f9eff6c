import type { SeRewardAgentStatsEnvelopeDataNextCursor } from './seRewardAgentStatsEnvelopeDataNextCursor';
import type { SeRewardAgentStatsEnvelopeDataListItem } from './seRewardAgentStatsEnvelopeDataListItem';

/**
 * 一页与下一页的游标
 */
export interface SeRewardAgentStatsEnvelopeData {
  /** 是否还有下一页 */
  hasMore: boolean;
  /** 无更多时为 null */
  nextCursor: SeRewardAgentStatsEnvelopeDataNextCursor;
  /** 按代理 id 倒序 */
  list: SeRewardAgentStatsEnvelopeDataListItem[];
}

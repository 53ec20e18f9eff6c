import type { SeRewardAgentStatsQueryCursor } from './seRewardAgentStatsQueryCursor';

/**
 * 游标分页
 */
export interface SeRewardAgentStatsQuery {
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: SeRewardAgentStatsQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

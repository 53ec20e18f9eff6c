import type { ScTopicListQueryCursor } from './scTopicListQueryCursor';

/**
 * 赛事与游标分页
 */
export interface ScTopicListQuery {
  /**
   * 三创赛事（届）ID
   * @minimum 1
   * @maximum 2147483647
   */
  activityId: number;
  /**
   * 1-100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 16
   * @pattern ^\d{1,16}$
   */
  cursor?: ScTopicListQueryCursor;
}

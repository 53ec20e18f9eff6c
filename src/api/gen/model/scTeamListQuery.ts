import type { ScTeamListQueryTopicId } from './scTeamListQueryTopicId';
import type { ScTeamListQueryCursor } from './scTeamListQueryCursor';

/**
 * 赛事、可选的命题与游标分页
 */
export interface ScTeamListQuery {
  /**
   * 三创赛事（届）ID
   * @minimum 1
   * @maximum 2147483647
   */
  activityId: number;
  /**
   * 只看承接该命题的团队
   * @minimum 1
   * @maximum 9007199254740991
   */
  topicId?: ScTeamListQueryTopicId;
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
  cursor?: ScTeamListQueryCursor;
}

import type { SeAgentState } from './seAgentState';
import type { SeAgentListQueryPostId } from './seAgentListQueryPostId';
import type { SeAgentListQueryKeyword } from './seAgentListQueryKeyword';
import type { SeAgentListQueryCursor } from './seAgentListQueryCursor';

/**
 * 筛选条件与游标分页
 */
export interface SeAgentListQuery {
  state?: SeAgentState;
  /**
   * 只看该岗位的报名
   * @minimum 1
   * @maximum 9007199254740991
   */
  postId?: SeAgentListQueryPostId;
  /**
   * 姓名、手机号或推荐码
   * @maxLength 30
   */
  keyword?: SeAgentListQueryKeyword;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: SeAgentListQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

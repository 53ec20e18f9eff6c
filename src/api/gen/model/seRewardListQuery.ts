import type { SeRewardListQueryState } from './seRewardListQueryState';
import type { SeRewardListQueryAgentId } from './seRewardListQueryAgentId';
import type { SeRewardListQueryKeyword } from './seRewardListQueryKeyword';
import type { SeRewardListQueryCursor } from './seRewardListQueryCursor';

/**
 * 筛选条件与游标分页
 */
export interface SeRewardListQuery {
  /**
   * 1 待结算；2 可发放；3 已发放；4 已冲回
   * @minimum 1
   * @maximum 4
   */
  state?: SeRewardListQueryState;
  /**
   * 只看一名代理
   * @minimum 1
   * @maximum 2147483647
   */
  agentId?: SeRewardListQueryAgentId;
  /**
   * 订单号、代理姓名或推荐码
   * @maxLength 40
   */
  keyword?: SeRewardListQueryKeyword;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: SeRewardListQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

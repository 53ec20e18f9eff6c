import type { MkGroupQueryState } from './mkGroupQueryState';
import type { MkGroupQueryCursor } from './mkGroupQueryCursor';

/**
 * 活动、商品、状态与分页
 */
export interface MkGroupQuery {
  /**
   * 活动ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  activityId: number;
  /**
   * 商品ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  goodsId: number;
  /**
   * 1 拼团中，2 已成团，3 未成团已退款；不传为全部
   * @minimum 1
   * @maximum 3
   */
  state?: MkGroupQueryState;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: MkGroupQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

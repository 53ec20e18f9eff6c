import type { CouponListQueryState } from './couponListQueryState';
import type { CouponListQueryCursor } from './couponListQueryCursor';

/**
 * 状态、名称与分页
 */
export interface CouponListQuery {
  /**
   * 1 未开始，2 进行中，3 已结束，4 已停发
   * @minimum 1
   * @maximum 4
   */
  state?: CouponListQueryState;
  /**
   * 包含即可
   * @maxLength 30
   */
  name?: string;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: CouponListQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

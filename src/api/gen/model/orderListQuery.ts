import type { OrderFilter } from './orderFilter';
import type { OrderListQueryCursor } from './orderListQueryCursor';

/**
 * 筛选条件与游标分页（按下单时间倒序）
 */
export interface OrderListQuery {
  /** 订单筛选条件 */
  filter?: OrderFilter;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @pattern ^\d{1,15}_\d{1,15}$
   */
  cursor?: OrderListQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

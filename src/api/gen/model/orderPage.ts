import type { OrderSummary } from './orderSummary';
import type { OrderPageNextCursor } from './orderPageNextCursor';

/**
 * 一页订单（游标分页）
 */
export interface OrderPage {
  /** 本页订单，按下单时间倒序 */
  list: OrderSummary[];
  /**
   * 取下一页时传入；没有更多时为 null
   * @maxLength 40
   */
  nextCursor: OrderPageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

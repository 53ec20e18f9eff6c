import type { OrderDetail } from './orderDetail';

export type OrderDetailEnvelopeAllOf = {
  /** 成功时返回的订单详情 */
  data: OrderDetail;
};

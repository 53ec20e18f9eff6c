import type { OrderPage } from './orderPage';

export type OrderPageEnvelopeAllOf = {
  /** 成功时返回的订单分页 */
  data: OrderPage;
};

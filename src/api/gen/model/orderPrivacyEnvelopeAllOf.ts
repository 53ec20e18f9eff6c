import type { OrderPrivacy } from './orderPrivacy';

export type OrderPrivacyEnvelopeAllOf = {
  /** 成功时返回的订单隐私信息 */
  data: OrderPrivacy;
};

import type { ShopDeliveryInfo } from './shopDeliveryInfo';

export type ShopDeliveryInfoEnvelopeAllOf = {
  /** 成功时返回的发货设置 */
  data: ShopDeliveryInfo;
};

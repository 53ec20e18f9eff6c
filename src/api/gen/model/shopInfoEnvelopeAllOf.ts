import type { ShopInfo } from './shopInfo';

export type ShopInfoEnvelopeAllOf = {
  /** 成功时返回的店铺信息 */
  data: ShopInfo;
};

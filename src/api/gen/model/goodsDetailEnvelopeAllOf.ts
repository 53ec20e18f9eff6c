import type { GoodsDetail } from './goodsDetail';

export type GoodsDetailEnvelopeAllOf = {
  /** 成功时返回的商品详情 */
  data: GoodsDetail;
};

import type { GoodsPage } from './goodsPage';

export type GoodsPageEnvelopeAllOf = {
  /** 成功时返回的商品分页 */
  data: GoodsPage;
};

import type { GoodsStatusCount } from './goodsStatusCount';

export type GoodsStatusCountEnvelopeAllOf = {
  /** 成功时返回的各状态商品数 */
  data: GoodsStatusCount;
};

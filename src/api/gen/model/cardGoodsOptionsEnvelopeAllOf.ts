import type { CardGoodsOptions } from './cardGoodsOptions';

export type CardGoodsOptionsEnvelopeAllOf = {
  /** 成功时返回的卡券商品 */
  data: CardGoodsOptions;
};

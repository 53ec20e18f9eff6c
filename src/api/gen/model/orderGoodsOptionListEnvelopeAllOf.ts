import type { OrderGoodsOptionList } from './orderGoodsOptionList';

export type OrderGoodsOptionListEnvelopeAllOf = {
  /** 成功时返回的商品选项列表 */
  data: OrderGoodsOptionList;
};

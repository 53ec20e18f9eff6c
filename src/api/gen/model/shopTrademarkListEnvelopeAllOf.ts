import type { ShopTrademarkList } from './shopTrademarkList';

export type ShopTrademarkListEnvelopeAllOf = {
  /** 成功时返回的商标列表 */
  data: ShopTrademarkList;
};

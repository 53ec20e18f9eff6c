import type { ShopTrademarkListListItem } from './shopTrademarkListListItem';
import type { ShopTrademarkListBrandsItem } from './shopTrademarkListBrandsItem';

/**
 * 本店注册商标与可关联的品牌
 */
export interface ShopTrademarkList {
  /**
   * 商标
   * @maxItems 200
   */
  list: ShopTrademarkListListItem[];
  /**
   * 本店品牌（可关联）
   * @maxItems 500
   */
  brands: ShopTrademarkListBrandsItem[];
}

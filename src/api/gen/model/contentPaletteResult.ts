import type { ContentPaletteResultOrdersItem } from './contentPaletteResultOrdersItem';
import type { ContentPaletteResultGoodsItem } from './contentPaletteResultGoodsItem';
import type { ContentPaletteResultAfterSalesItem } from './contentPaletteResultAfterSalesItem';

/**
 * 按权限给出：订单（order.list）、售后单（order.return.list）、商品（goods.list）
 */
export interface ContentPaletteResult {
  /** 订单号前缀匹配，至多 5 条 */
  orders: ContentPaletteResultOrdersItem[];
  /** 名称包含或编码相同，至多 5 条 */
  goods: ContentPaletteResultGoodsItem[];
  /** 售后单号前缀匹配，至多 5 条 */
  afterSales: ContentPaletteResultAfterSalesItem[];
}

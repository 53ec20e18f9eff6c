import type { GoodsListItem } from './goodsListItem';
import type { GoodsPageNextCursor } from './goodsPageNextCursor';

/**
 * 一页商品与下一页的游标
 */
export interface GoodsPage {
  /** 本页商品 */
  list: GoodsListItem[];
  /**
   * 没有更多时为 null
   * @maxLength 200
   */
  nextCursor: GoodsPageNextCursor;
  /**
   * 符合条件的商品总数
   * @minimum 0
   */
  total: number;
}

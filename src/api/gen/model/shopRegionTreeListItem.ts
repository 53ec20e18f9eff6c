import type { ShopRegionTreeListItemChildrenItem } from './shopRegionTreeListItemChildrenItem';

/**
 * 一个省级行政区及其城市
 */
export type ShopRegionTreeListItem = {
  /**
   * 2 位省级代码
   * @maxLength 6
   */
  code: string;
  /**
   * 省份名称
   * @maxLength 50
   */
  name: string;
  /**
   * 下辖城市
   * @maxItems 100
   */
  children: ShopRegionTreeListItemChildrenItem[];
};

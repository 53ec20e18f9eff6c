import type { ShopRegionTreeListItemChildrenItemChildrenItem } from './shopRegionTreeListItemChildrenItemChildrenItem';

/**
 * 一个城市及其区县
 */
export type ShopRegionTreeListItemChildrenItem = {
  /**
   * 4 位城市代码
   * @maxLength 6
   */
  code: string;
  /**
   * 城市名称
   * @maxLength 50
   */
  name: string;
  /**
   * 下辖区县
   * @maxItems 200
   */
  children: ShopRegionTreeListItemChildrenItemChildrenItem[];
};

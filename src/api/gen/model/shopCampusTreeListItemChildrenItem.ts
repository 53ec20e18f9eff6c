import type { ShopCampusTreeListItemChildrenItemChildrenItem } from './shopCampusTreeListItemChildrenItemChildrenItem';

/**
 * 一个校区及其宿舍楼
 */
export type ShopCampusTreeListItemChildrenItem = {
  /**
   * 校区 id
   * @maxLength 10
   */
  code: string;
  /**
   * 校区名称
   * @maxLength 50
   */
  name: string;
  /**
   * 宿舍楼
   * @maxItems 200
   */
  children: ShopCampusTreeListItemChildrenItemChildrenItem[];
};

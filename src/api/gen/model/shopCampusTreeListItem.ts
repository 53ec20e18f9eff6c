import type { ShopCampusTreeListItemChildrenItem } from './shopCampusTreeListItemChildrenItem';

/**
 * 一所学校及其校区
 */
export type ShopCampusTreeListItem = {
  /**
   * 学校 id
   * @maxLength 10
   */
  code: string;
  /**
   * 学校名称
   * @maxLength 50
   */
  name: string;
  /**
   * 校区
   * @maxItems 20
   */
  children: ShopCampusTreeListItemChildrenItem[];
};

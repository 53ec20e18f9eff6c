import type { ShopCampusTreeListItem } from './shopCampusTreeListItem';

/**
 * 平台的学校 → 校区 → 宿舍楼目录
 */
export interface ShopCampusTree {
  /**
   * 学校
   * @maxItems 500
   */
  list: ShopCampusTreeListItem[];
}

import type { PermissionViewItem } from './permissionViewItem';

/**
 * 规格书 §2 的一个菜单分组及其下的查看键
 */
export interface PermissionKeyGroup {
  /**
   * 菜单分组名称
   * @maxLength 50
   */
  title: string;
  /**
   * 该分组的页面
   * @maxItems 100
   */
  views: PermissionViewItem[];
}

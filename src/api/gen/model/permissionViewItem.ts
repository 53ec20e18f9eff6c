import type { PermissionKeyItem } from './permissionKeyItem';

/**
 * 菜单中的一个页面：查看键及其下的操作键
 */
export interface PermissionViewItem {
  /**
   * 查看键或操作键（server/lib/permission-keys.ts）
   * @maxLength 100
   * @pattern ^[a-z][a-z0-9.-]{1,99}$
   */
  key: string;
  /**
   * 查看键对应的页面或数据
   * @maxLength 100
   */
  label: string;
  /**
   * 该页面下的写操作
   * @maxItems 50
   */
  operates: PermissionKeyItem[];
}

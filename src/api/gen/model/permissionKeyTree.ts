import type { PermissionKeyGroup } from './permissionKeyGroup';

/**
 * 角色编辑器显示的菜单树与调用者可授予的键
 */
export interface PermissionKeyTree {
  /**
   * 菜单分组
   * @maxItems 50
   */
  groups: PermissionKeyGroup[];
  /**
   * 调用者自己持有、因而可以授予的键（负责人为全部）
   * @maxItems 1000
   */
  grantable: string[];
  /** 调用者是否店铺负责人 */
  isOwner: boolean;
}

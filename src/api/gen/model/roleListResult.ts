import type { RoleItem } from './roleItem';

/**
 * 公司的全部角色
 */
export interface RoleListResult {
  /**
   * 全部角色，预置角色在前
   * @maxItems 500
   */
  list: RoleItem[];
}


/**
 * 保存后的角色 ID
 */
export interface RoleSaveResult {
  /**
   * 角色 ID
   * @minimum 1
   * @maximum 2147483647
   */
  roleId: number;
}

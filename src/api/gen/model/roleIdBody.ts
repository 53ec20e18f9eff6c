
/**
 * 指定一个角色
 */
export interface RoleIdBody {
  /**
   * 角色 ID
   * @minimum 1
   * @maximum 2147483647
   */
  roleId: number;
}


/**
 * 角色 ID 与名称
 */
export interface EmployeeRole {
  /**
   * 角色 ID
   * @minimum 1
   * @maximum 2147483647
   */
  roleId: number;
  /**
   * 角色名称
   * @maxLength 20
   */
  name: string;
}

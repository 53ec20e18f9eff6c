
/**
 * 一个角色
 */
export type CompanySettingRolesItem = {
  /**
   * 角色 id
   * @minimum 1
   */
  roleId: number;
  /**
   * 角色名称
   * @maxLength 50
   */
  name: string;
};

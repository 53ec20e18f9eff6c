
/**
 * 新建（不传 roleId）或修改角色；只能授予自己持有的键
 */
export interface RoleSaveBody {
  /**
   * 修改时传入；新建时不传
   * @minimum 1
   * @maximum 2147483647
   */
  roleId?: number;
  /**
   * 角色名称，1 至 20 个字
   * @minLength 1
   * @maxLength 20
   */
  name: string;
  /**
   * 角色说明，至多 200 字
   * @maxLength 200
   */
  description?: string;
  /**
   * 角色的全部键；操作键须同时勾选其查看键
   * @maxItems 1000
   */
  keys: string[];
}

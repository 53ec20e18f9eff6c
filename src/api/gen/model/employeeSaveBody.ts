
/**
 * 添加员工（不传 userId，须传手机号）或修改员工的姓名与角色；不能修改本人的角色，只能分配自己持有的键
 */
export interface EmployeeSaveBody {
  /**
   * 修改时传入
   * @minimum 1
   * @maximum 2147483647
   */
  userId?: number;
  /**
   * 中国大陆手机号，可带 +86 或 0086 前缀
   * @maxLength 20
   * @pattern ^(?:\+86|0086)?1[3-9]\d{9}$
   */
  phone?: string;
  /**
   * 员工姓名，1 至 20 个字
   * @minLength 1
   * @maxLength 20
   */
  name: string;
  /**
   * 员工的角色，1 至 20 个
   * @minItems 1
   * @maxItems 20
   */
  roleIds: number[];
}

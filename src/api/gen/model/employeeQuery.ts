import type { EmployeeQueryStatus } from './employeeQueryStatus';

/**
 * 按姓名或手机号、状态、角色筛选
 */
export interface EmployeeQuery {
  /**
   * 姓名或手机号片段
   * @maxLength 20
   */
  keyword?: string;
  /**
   * 1 启用；0 停用
   * @minimum 0
   * @maximum 1
   */
  status?: EmployeeQueryStatus;
  /**
   * 只看持有该角色的员工
   * @minimum 1
   * @maximum 2147483647
   */
  roleId?: number;
}

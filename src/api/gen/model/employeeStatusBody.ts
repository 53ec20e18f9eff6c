import type { EmployeeStatusBodyStatus } from './employeeStatusBodyStatus';

/**
 * 停用的员工立即退出登录且不能再登录
 */
export interface EmployeeStatusBody {
  /**
   * 员工 ID
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
  /**
   * 1 启用；0 停用
   * @minimum 0
   * @maximum 1
   */
  status: EmployeeStatusBodyStatus;
}

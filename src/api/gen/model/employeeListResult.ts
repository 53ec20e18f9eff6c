import type { EmployeeItem } from './employeeItem';

/**
 * 公司的全部成员（负责人在前）
 */
export interface EmployeeListResult {
  /**
   * 员工
   * @maxItems 2000
   */
  list: EmployeeItem[];
  /**
   * 符合条件的员工数
   * @minimum 0
   * @maximum 2147483647
   */
  total: number;
  /**
   * 启用的员工数（不含筛选）
   * @minimum 0
   * @maximum 2147483647
   */
  enabled: number;
  /**
   * 停用的员工数（不含筛选）
   * @minimum 0
   * @maximum 2147483647
   */
  disabled: number;
}


/**
 * 保存后的员工 ID
 */
export interface EmployeeSaveResult {
  /**
   * 员工 ID
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
}

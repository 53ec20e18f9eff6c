
/**
 * 指定一名员工
 */
export interface EmployeeIdBody {
  /**
   * 员工 ID
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
}

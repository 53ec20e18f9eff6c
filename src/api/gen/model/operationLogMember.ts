
/**
 * 可筛选的操作人
 */
export interface OperationLogMember {
  /**
   * 员工 ID
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
  /**
   * 姓名
   * @maxLength 20
   */
  name: string;
}

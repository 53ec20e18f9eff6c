
/**
 * 新的临时密码：只显示这一次，员工登录后须修改
 */
export interface EmployeeResetPwdResult {
  /**
   * 临时密码
   * @maxLength 32
   */
  tempPassword: string;
}

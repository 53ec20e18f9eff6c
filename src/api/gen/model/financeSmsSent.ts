
/**
 * 验证码已发到店铺负责人或当前用户的手机
 */
export interface FinanceSmsSent {
  /**
   * 接收验证码的手机号（脱敏）
   * @maxLength 20
   */
  phoneMasked: string;
  /**
   * 距可再次发送的秒数
   * @minimum 0
   * @maximum 60
   */
  cooldownSeconds: number;
  /**
   * 验证码有效期，单位秒
   * @minimum 0
   * @maximum 600
   */
  expireSeconds: number;
}

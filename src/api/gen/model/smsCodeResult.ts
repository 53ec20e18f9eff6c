
/**
 * 验证码已发送，附带重发冷却与有效期
 */
export interface SmsCodeResult {
  /**
   * 距可再次发送的秒数（60）
   * @minimum 0
   * @maximum 60
   */
  cooldownSeconds: number;
  /**
   * 验证码有效期，单位秒（600）
   * @minimum 0
   * @maximum 600
   */
  expireSeconds: number;
}

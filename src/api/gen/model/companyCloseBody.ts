
/**
 * 店铺负责人的短信验证码
 */
export interface CompanyCloseBody {
  /**
   * 6 位数字
   * @maxLength 6
   * @pattern ^\d{6}$
   */
  smsCode: string;
}

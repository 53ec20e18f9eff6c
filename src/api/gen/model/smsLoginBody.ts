import type { Phone } from './phone';

/**
 * 手机号与短信验证码
 */
export interface SmsLoginBody {
  /** 中国大陆手机号，可带 +86 或 0086 前缀 */
  phone: Phone;
  /**
   * 6 位数字短信验证码
   * @pattern ^\d{6}$
   */
  code: string;
}

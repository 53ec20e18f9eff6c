import type { Phone } from './phone';

/**
 * 接收验证码的手机号
 */
export interface SmsCodeBody {
  /** 中国大陆手机号，可带 +86 或 0086 前缀 */
  phone: Phone;
}

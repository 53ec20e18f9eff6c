import type { Phone } from './phone';

/**
 * 手机号与密码
 */
export interface LoginBody {
  /** 中国大陆手机号，可带 +86 或 0086 前缀 */
  phone: Phone;
  /**
   * 登录密码，6 至 32 个字符
   * @minLength 6
   * @maxLength 32
   */
  password: string;
}


/**
 * 原密码（已有密码时必填）与新密码
 */
export interface UpdatePwdBody {
  /**
   * 当前密码；账号已有密码时必填，仅短信注册尚无密码的账号可不传
   * @minLength 6
   * @maxLength 32
   */
  oldPassword?: string;
  /**
   * 8 至 32 个字符，须同时包含字母和数字
   * @minLength 8
   * @maxLength 32
   * @pattern ^(?=.*[A-Za-z])(?=.*\d).{8,32}$
   */
  newPassword: string;
}

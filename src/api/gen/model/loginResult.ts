
/**
 * 登录成功后签发的令牌与密码提示
 */
export interface LoginResult {
  /**
   * 不透明访问令牌（至少 128 位随机数），放在 Authorization 请求头
   * @minLength 22
   * @maxLength 512
   */
  authToken: string;
  /** 密码已超过 90 天未修改，或由他人设置（如管理员创建账号）时为 true */
  pwdUpdateTips: boolean;
}


/**
 * 尚未设为客服的启用成员
 */
export interface CsMember {
  /**
   * 成员 ID
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
  /**
   * 姓名
   * @maxLength 50
   */
  name: string;
  /**
   * 脱敏手机号
   * @maxLength 20
   */
  phoneMasked: string;
  /** 负责人，或角色合起来有 kf.user.list 与 kf.user.reply；没有的成员不能设为客服 */
  canOpenInbox: boolean;
}

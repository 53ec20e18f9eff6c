
/**
 * 被设为客服的店铺成员：在线状态、同时接待上限、擅长类目与当前接待量
 */
export interface CsAgent {
  /**
   * 客服 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csAgentId: number;
  /**
   * 成员 ID
   * @minimum 1
   * @maximum 2147483647
   */
  userId: number;
  /**
   * 成员姓名
   * @maxLength 50
   */
  name: string;
  /**
   * 脱敏手机号
   * @maxLength 20
   */
  phoneMasked: string;
  /**
   * 买家看到的名字
   * @maxLength 20
   */
  nickname: string;
  /** 是否在线接待 */
  online: boolean;
  /**
   * 同时接待上限
   * @minimum 1
   * @maximum 100
   */
  maxConcurrent: number;
  /** 一级类目 ID（按类目分配时使用） */
  categoryIds: number[];
  /**
   * 接待中的会话数
   * @minimum 0
   * @maximum 100000
   */
  load: number;
  /**
   * 接待中且买家在等回复的会话数
   * @minimum 0
   * @maximum 100000
   */
  unanswered: number;
  /** 负责人，或角色合起来有会话的两个键 kf.user.list 与 kf.user.reply；没有时不参与分配，也不能上线 */
  canOpenInbox: boolean;
  /**
   * 更新时间，毫秒时间戳
   * @minimum 0
   * @maximum 9999999999999
   */
  updatedAt: number;
}

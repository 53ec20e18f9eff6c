
/**
 * 各页签的会话数
 */
export interface CsConversationCounts {
  /**
   * 我接待的
   * @minimum 0
   * @maximum 1000000000
   */
  mine: number;
  /**
   * 排队中
   * @minimum 0
   * @maximum 1000000000
   */
  queued: number;
  /**
   * 进行中
   * @minimum 0
   * @maximum 1000000000
   */
  all: number;
  /**
   * 已结束
   * @minimum 0
   * @maximum 1000000000
   */
  closed: number;
  /**
   * 我接待的待回复
   * @minimum 0
   * @maximum 1000000000
   */
  mineUnanswered: number;
}


/**
 * 回复写入的消息
 */
export interface CsReplied {
  /**
   * 会话 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csConversationId: number;
  /**
   * 消息 ID
   * @minimum 1
   * @maximum 2147483647
   */
  messageId: number;
}

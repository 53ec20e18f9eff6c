
/**
 * 被操作的会话
 */
export interface CsConversationRef {
  /**
   * 会话 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csConversationId: number;
}

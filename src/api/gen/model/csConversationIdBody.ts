
/**
 * 按 ID 指定一个会话
 */
export interface CsConversationIdBody {
  /**
   * 会话 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csConversationId: number;
}

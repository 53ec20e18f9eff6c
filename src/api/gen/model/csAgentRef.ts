
/**
 * 被操作的客服
 */
export interface CsAgentRef {
  /**
   * 客服 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csAgentId: number;
}

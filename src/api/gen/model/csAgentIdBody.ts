
/**
 * 按 ID 指定一名客服
 */
export interface CsAgentIdBody {
  /**
   * 客服 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csAgentId: number;
}


/**
 * 代理 id
 */
export interface SeAgentIdBody {
  /**
   * 代理 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  agentId: number;
}

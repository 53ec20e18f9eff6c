
/**
 * 被操作的接待流程
 */
export interface CsFlowRef {
  /**
   * 流程 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csFlowId: number;
}

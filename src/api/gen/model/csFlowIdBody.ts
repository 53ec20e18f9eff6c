
/**
 * 按 ID 指定一个接待流程
 */
export interface CsFlowIdBody {
  /**
   * 流程 ID
   * @minimum 1
   * @maximum 2147483647
   */
  csFlowId: number;
}

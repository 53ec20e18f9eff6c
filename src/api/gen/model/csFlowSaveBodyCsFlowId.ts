
/**
 * 流程 ID
 * @minimum 1
 * @maximum 2147483647
 */
export type CsFlowSaveBodyCsFlowId = number | null;

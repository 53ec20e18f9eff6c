
/**
 * 只看该代理（代理详情的任务记录）
 * @minimum 1
 * @maximum 9007199254740991
 */
export type TpTakeQueryAgentId = number | null;

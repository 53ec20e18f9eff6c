
/**
 * 客服 ID
 * @minimum 1
 * @maximum 2147483647
 */
export type CsTodoCountCsAgentId = number | null;

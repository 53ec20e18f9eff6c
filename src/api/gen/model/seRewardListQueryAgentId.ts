
/**
 * 只看一名代理
 * @minimum 1
 * @maximum 2147483647
 */
export type SeRewardListQueryAgentId = number | null;

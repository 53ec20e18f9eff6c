
/**
 * 业务来源的 id（订单 id、售后单 id、提现单 id、处罚 id 等）
 * @minimum 1
 * @maximum 2147483647
 */
export type FinanceFlowLineCauseId = number | null;

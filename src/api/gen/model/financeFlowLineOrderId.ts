
/**
 * 相关订单 id；无则为 null
 * @minimum 1
 * @maximum 2147483647
 */
export type FinanceFlowLineOrderId = number | null;

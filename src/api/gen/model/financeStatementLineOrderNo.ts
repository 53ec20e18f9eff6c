
/**
 * 相关订单号；无则为 null
 * @maxLength 32
 */
export type FinanceStatementLineOrderNo = string | null;

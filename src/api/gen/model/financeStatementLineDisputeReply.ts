
/**
 * 平台对异议的答复；无则为 null
 * @maxLength 200
 */
export type FinanceStatementLineDisputeReply = string | null;

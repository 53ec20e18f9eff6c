
/**
 * 商家提出的异议原因；未提出为 null
 * @maxLength 200
 */
export type FinanceStatementLineDisputeReason = string | null;

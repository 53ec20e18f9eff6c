
/**
 * 业务来源 id
 * @minimum 1
 * @maximum 2147483647
 */
export type FinanceDepositRecordCauseId = number | null;

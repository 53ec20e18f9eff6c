
/**
 * 业务来源单号
 * @maxLength 40
 */
export type FinanceDepositRecordCauseNo = string | null;

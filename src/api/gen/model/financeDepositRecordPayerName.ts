
/**
 * 充值的付款户名
 * @maxLength 100
 */
export type FinanceDepositRecordPayerName = string | null;

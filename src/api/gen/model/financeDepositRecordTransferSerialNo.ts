
/**
 * 充值的银行转账流水号
 * @maxLength 64
 */
export type FinanceDepositRecordTransferSerialNo = string | null;


/**
 * 扣除或退还的原因、充值备注；无则为 null
 * @maxLength 200
 */
export type FinanceDepositRecordReason = string | null;


/**
 * 充值的转账凭证图片地址
 * @maxLength 500
 */
export type FinanceDepositRecordVoucherUrl = string | null;

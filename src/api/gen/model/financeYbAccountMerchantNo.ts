
/**
 * 开通后的易宝子商户编号
 * @maxLength 32
 */
export type FinanceYbAccountMerchantNo = string | null;

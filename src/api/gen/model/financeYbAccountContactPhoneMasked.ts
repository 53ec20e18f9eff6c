
/**
 * 联系人手机号（脱敏）
 * @maxLength 20
 */
export type FinanceYbAccountContactPhoneMasked = string | null;

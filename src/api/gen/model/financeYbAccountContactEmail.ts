
/**
 * 联系人邮箱
 * @maxLength 100
 */
export type FinanceYbAccountContactEmail = string | null;

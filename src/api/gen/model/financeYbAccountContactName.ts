
/**
 * 开户联系人
 * @maxLength 50
 */
export type FinanceYbAccountContactName = string | null;

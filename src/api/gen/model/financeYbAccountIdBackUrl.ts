
/**
 * 法定代表人证件国徽面图片
 * @maxLength 500
 */
export type FinanceYbAccountIdBackUrl = string | null;


/**
 * 法定代表人证件人像面图片
 * @maxLength 500
 */
export type FinanceYbAccountIdFrontUrl = string | null;

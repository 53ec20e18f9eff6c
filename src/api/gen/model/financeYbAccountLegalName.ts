
/**
 * 法定代表人或经营者姓名（取自企业认证）
 * @maxLength 50
 */
export type FinanceYbAccountLegalName = string | null;

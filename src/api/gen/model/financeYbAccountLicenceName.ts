
/**
 * 营业执照名称（取自企业认证）
 * @maxLength 100
 */
export type FinanceYbAccountLicenceName = string | null;

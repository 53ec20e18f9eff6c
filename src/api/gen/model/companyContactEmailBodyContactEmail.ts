
/**
 * 邮箱地址，最长 100 个字符
 * @maxLength 100
 */
export type CompanyContactEmailBodyContactEmail = string | null;

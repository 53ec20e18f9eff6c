
/**
 * 未设置时为 null
 * @maxLength 100
 */
export type CompanyContactEmailContactEmail = string | null;

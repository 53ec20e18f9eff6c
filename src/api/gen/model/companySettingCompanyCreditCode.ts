
/**
 * 营业执照上的统一社会信用代码
 * @maxLength 30
 */
export type CompanySettingCompanyCreditCode = string | null;

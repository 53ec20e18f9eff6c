
/**
 * 带签名的文件地址
 * @maxLength 1000
 */
export type CompanySettingCompanyLicenseImageUrl = string | null;

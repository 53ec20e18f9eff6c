
/**
 * 营业执照上的地址
 * @maxLength 200
 */
export type CompanySettingCompanyLicenseAddress = string | null;


/**
 * 毫秒时间戳；长期有效时为 null
 * @minimum 0
 */
export type CompanySettingCompanyLicenseValidTo = number | null;


/**
 * 脱敏的证件号码
 * @maxLength 40
 */
export type CompanySettingCompanyLegalPersonIdMasked = string | null;


/**
 * 营业执照是否长期有效
 */
export type CompanySettingCompanyLicenseLongTerm = boolean | null;


/**
 * 法定代表人或经营者姓名
 * @maxLength 50
 */
export type CompanySettingCompanyLegalPersonName = string | null;

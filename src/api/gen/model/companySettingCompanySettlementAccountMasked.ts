
/**
 * 脱敏的结算账号
 * @maxLength 40
 */
export type CompanySettingCompanySettlementAccountMasked = string | null;

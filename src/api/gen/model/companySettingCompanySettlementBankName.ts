
/**
 * 认证时填写的结算账户开户行
 * @maxLength 100
 */
export type CompanySettingCompanySettlementBankName = string | null;

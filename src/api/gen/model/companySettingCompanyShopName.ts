
/**
 * 店铺名称
 * @maxLength 100
 */
export type CompanySettingCompanyShopName = string | null;

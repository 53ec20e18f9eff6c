
/**
 * 1 企业，2 个体工商户，3 小微商户，4 跨境
 */
export type CompanySettingCompanyCompanyType = typeof CompanySettingCompanyCompanyType[keyof typeof CompanySettingCompanyCompanyType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompanySettingCompanyCompanyType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;

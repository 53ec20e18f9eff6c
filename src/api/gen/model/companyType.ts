
/**
 * 1 企业；2 个体工商户；3 小微商户；4 跨境企业
 * @minimum 1
 * @maximum 4
 */
export type CompanyType = typeof CompanyType[keyof typeof CompanyType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompanyType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;

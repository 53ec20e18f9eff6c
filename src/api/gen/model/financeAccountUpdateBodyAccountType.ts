
/**
 * 1 对公账户；2 经营者个人账户
 * @minimum 1
 * @maximum 2
 */
export type FinanceAccountUpdateBodyAccountType = typeof FinanceAccountUpdateBodyAccountType[keyof typeof FinanceAccountUpdateBodyAccountType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceAccountUpdateBodyAccountType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;


/**
 * 1 对公账户；2 经营者个人账户
 */
export type FinanceAccountDetailAllowedAccountTypesItem = typeof FinanceAccountDetailAllowedAccountTypesItem[keyof typeof FinanceAccountDetailAllowedAccountTypesItem];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FinanceAccountDetailAllowedAccountTypesItem = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

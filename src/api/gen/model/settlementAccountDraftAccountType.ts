
/**
 * 1 对公账户；2 经营者个人账户
 * @minimum 1
 * @maximum 2
 */
export type SettlementAccountDraftAccountType = typeof SettlementAccountDraftAccountType[keyof typeof SettlementAccountDraftAccountType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SettlementAccountDraftAccountType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

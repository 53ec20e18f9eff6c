
/**
 * 1 启用；2 停用
 */
export type SeRewardRuleStatus = typeof SeRewardRuleStatus[keyof typeof SeRewardRuleStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeRewardRuleStatus = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

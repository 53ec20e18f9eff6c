
/**
 * 1 未开始；2 生效中；3 已结束；4 已停用
 */
export type SeRewardRulePhase = typeof SeRewardRulePhase[keyof typeof SeRewardRulePhase];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeRewardRulePhase = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;

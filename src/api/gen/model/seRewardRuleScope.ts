
/**
 * 1 全部商品；2 类目；3 指定商品
 */
export type SeRewardRuleScope = typeof SeRewardRuleScope[keyof typeof SeRewardRuleScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeRewardRuleScope = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;


/**
 * 1 每件商品行固定金额；2 按实付金额比例
 */
export type SeRewardRuleMode = typeof SeRewardRuleMode[keyof typeof SeRewardRuleMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeRewardRuleMode = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

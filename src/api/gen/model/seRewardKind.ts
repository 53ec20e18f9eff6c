
/**
 * 1 销售奖励（一行推荐订单）；2 招募奖励（推荐的同学入职，orderId 与 ruleId 为 0、orderNo 与 ruleName 为空，goodsName 为“推荐 某某 入职”，立即可发放）
 */
export type SeRewardKind = typeof SeRewardKind[keyof typeof SeRewardKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeRewardKind = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

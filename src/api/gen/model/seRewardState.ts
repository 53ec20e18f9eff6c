
/**
 * 1 待结算（订单未结算或在暂扣期内）；2 可发放；3 已发放；4 已冲回（订单全额退款）
 * @minimum 1
 * @maximum 4
 */
export type SeRewardState = typeof SeRewardState[keyof typeof SeRewardState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SeRewardState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;


/**
 * 1 未开始；2 进行中；3 评奖中；4 已结束
 */
export type ScRoundPhase = typeof ScRoundPhase[keyof typeof ScRoundPhase];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ScRoundPhase = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;

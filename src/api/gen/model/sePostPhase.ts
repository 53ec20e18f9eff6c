
/**
 * 1 未开始；2 招募中；3 已截止；4 已关闭（按平台时钟）
 */
export type SePostPhase = typeof SePostPhase[keyof typeof SePostPhase];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SePostPhase = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;

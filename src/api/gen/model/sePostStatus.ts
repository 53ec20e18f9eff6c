
/**
 * 1 开放；2 已关闭
 */
export type SePostStatus = typeof SePostStatus[keyof typeof SePostStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SePostStatus = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

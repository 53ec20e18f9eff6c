
/**
 * 1 拼团中，2 已成团，3 未成团已退款；不传为全部
 * @minimum 1
 * @maximum 3
 */
export type MkGroupQueryState = typeof MkGroupQueryState[keyof typeof MkGroupQueryState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MkGroupQueryState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;


/**
 * 1 拼团中，2 已成团，3 未成团已退款
 */
export type MkGroupState = typeof MkGroupState[keyof typeof MkGroupState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MkGroupState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;

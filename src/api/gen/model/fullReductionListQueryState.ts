
/**
 * 状态
 * @minimum 1
 * @maximum 4
 */
export type FullReductionListQueryState = typeof FullReductionListQueryState[keyof typeof FullReductionListQueryState];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FullReductionListQueryState = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;

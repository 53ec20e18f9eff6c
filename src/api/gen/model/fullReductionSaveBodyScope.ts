
/**
 * 适用范围
 * @minimum 1
 * @maximum 2
 */
export type FullReductionSaveBodyScope = typeof FullReductionSaveBodyScope[keyof typeof FullReductionSaveBodyScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FullReductionSaveBodyScope = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;


/**
 * 0 审核中；1 已通过；-1 已驳回
 * @minimum -1
 * @maximum 1
 */
export type BrandQueryStatus = typeof BrandQueryStatus[keyof typeof BrandQueryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BrandQueryStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_MINUS_1: -1,
} as const;

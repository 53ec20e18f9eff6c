
/**
 * 0 审核中；1 已通过；-1 已驳回
 */
export type BrandStatus = typeof BrandStatus[keyof typeof BrandStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BrandStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_MINUS_1: -1,
} as const;

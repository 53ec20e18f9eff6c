
/**
 * 0 无售后；1 售后处理中；2 售后已结束
 */
export type AfterSaleStatus = typeof AfterSaleStatus[keyof typeof AfterSaleStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AfterSaleStatus = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

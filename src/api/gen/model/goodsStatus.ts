
/**
 * 1 在售；2 仓库中；3 审核中；4 审核驳回
 */
export type GoodsStatus = typeof GoodsStatus[keyof typeof GoodsStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GoodsStatus = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;

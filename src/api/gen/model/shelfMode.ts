
/**
 * 1 立即上架（审核通过后）；2 定时上架；3 放入仓库
 * @minimum 1
 * @maximum 3
 */
export type ShelfMode = typeof ShelfMode[keyof typeof ShelfMode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShelfMode = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;

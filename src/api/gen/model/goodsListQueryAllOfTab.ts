
/**
 * 0 全部；1 在售（不含售罄）；2 仓库中；3 审核中；4 审核驳回；5 售罄（在售且总库存为 0）
 * @minimum 0
 * @maximum 5
 */
export type GoodsListQueryAllOfTab = typeof GoodsListQueryAllOfTab[keyof typeof GoodsListQueryAllOfTab];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GoodsListQueryAllOfTab = {
  NUMBER_0: 0,
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
  NUMBER_5: 5,
} as const;


/**
 * 1 实物商品；2 虚拟卡券（下单后发放卡密）
 * @minimum 1
 * @maximum 2
 */
export type GoodsType = typeof GoodsType[keyof typeof GoodsType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GoodsType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

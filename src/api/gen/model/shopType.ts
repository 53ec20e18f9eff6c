
/**
 * 1 旗舰店；2 专卖店；3 专营店；4 校园店
 * @minimum 1
 * @maximum 4
 */
export type ShopType = typeof ShopType[keyof typeof ShopType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ShopType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
  NUMBER_4: 4,
} as const;

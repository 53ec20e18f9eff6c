
/**
 * 1 自有品牌；2 授权品牌；3 农产品品牌
 * @minimum 1
 * @maximum 3
 */
export type BrandType = typeof BrandType[keyof typeof BrandType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BrandType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;

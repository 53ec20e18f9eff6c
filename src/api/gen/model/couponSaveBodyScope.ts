
/**
 * 1 全店，2 指定商品
 * @minimum 1
 * @maximum 2
 */
export type CouponSaveBodyScope = typeof CouponSaveBodyScope[keyof typeof CouponSaveBodyScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CouponSaveBodyScope = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

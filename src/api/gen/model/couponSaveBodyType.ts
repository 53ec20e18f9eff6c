
/**
 * 1 满减券，2 折扣券，3 无门槛券
 * @minimum 1
 * @maximum 3
 */
export type CouponSaveBodyType = typeof CouponSaveBodyType[keyof typeof CouponSaveBodyType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CouponSaveBodyType = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;

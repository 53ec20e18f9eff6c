
/**
 * 1 固定日期，2 领取后 N 天
 * @minimum 1
 * @maximum 2
 */
export type CouponSaveBodyValidKind = typeof CouponSaveBodyValidKind[keyof typeof CouponSaveBodyValidKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CouponSaveBodyValidKind = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;

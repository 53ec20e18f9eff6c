
/**
 * 1 全部买家；2 新买家（在本店没有已付款订单的买家才能领取）；3 老买家（在本店有已付款订单的买家才能领取）
 * @minimum 1
 * @maximum 3
 */
export type CouponSaveBodyAudience = typeof CouponSaveBodyAudience[keyof typeof CouponSaveBodyAudience];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CouponSaveBodyAudience = {
  NUMBER_1: 1,
  NUMBER_2: 2,
  NUMBER_3: 3,
} as const;


/**
 * 领取后有效天数
 */
export type CouponValidDays = number | null;

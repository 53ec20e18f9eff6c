
/**
 * 停发时间
 */
export type CouponStoppedAt = number | null;

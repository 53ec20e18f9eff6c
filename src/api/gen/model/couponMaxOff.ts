
/**
 * 分；null 不封顶
 */
export type CouponMaxOff = number | null;


/**
 * 用券开始
 */
export type CouponValidStart = number | null;

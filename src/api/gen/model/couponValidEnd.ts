
/**
 * 用券结束
 */
export type CouponValidEnd = number | null;

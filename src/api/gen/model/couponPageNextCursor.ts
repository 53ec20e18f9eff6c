
/**
 * 没有更多时为 null
 */
export type CouponPageNextCursor = string | null;

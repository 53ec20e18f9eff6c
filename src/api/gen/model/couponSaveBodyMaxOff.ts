
/**
 * 分；null 不封顶
 * @minimum 1
 * @maximum 10000000
 */
export type CouponSaveBodyMaxOff = number | null;

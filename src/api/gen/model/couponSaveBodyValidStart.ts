
/**
 * 用券开始
 * @minimum 0
 * @maximum 4102444800000
 */
export type CouponSaveBodyValidStart = number | null;

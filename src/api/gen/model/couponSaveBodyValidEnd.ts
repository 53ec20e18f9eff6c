
/**
 * 用券结束
 * @minimum 0
 * @maximum 4102444800000
 */
export type CouponSaveBodyValidEnd = number | null;

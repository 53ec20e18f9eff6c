
/**
 * 编辑时传；新建不传
 * @minimum 1
 * @maximum 9007199254740991
 */
export type CouponSaveBodyCouponId = number | null;

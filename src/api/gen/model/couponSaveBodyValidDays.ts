
/**
 * 领取后有效天数
 * @minimum 1
 * @maximum 365
 */
export type CouponSaveBodyValidDays = number | null;


/**
 * 优惠券 id
 */
export interface CouponIdBody {
  /**
   * 优惠券ID
   * @minimum 1
   * @maximum 9007199254740991
   */
  couponId: number;
}

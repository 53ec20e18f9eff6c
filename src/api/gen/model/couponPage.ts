import type { Coupon } from './coupon';
import type { CouponPageNextCursor } from './couponPageNextCursor';

/**
 * 按创建倒序
 */
export interface CouponPage {
  /** 优惠券 */
  list: Coupon[];
  /** 没有更多时为 null */
  nextCursor: CouponPageNextCursor;
}

import type { Coupon } from './coupon';

export type CouponEnvelopeAllOf = {
  data: Coupon;
};

import type { CouponPage } from './couponPage';

export type CouponPageEnvelopeAllOf = {
  data: CouponPage;
};

import type { CouponStatistics } from './couponStatistics';

export type CouponStatisticsEnvelopeAllOf = {
  data: CouponStatistics;
};

import type { Envelope } from './envelope';
import type { CouponStatisticsEnvelopeAllOf } from './couponStatisticsEnvelopeAllOf';

/**
 * 成功答复信封，data 为优惠券数据
 */
export type CouponStatisticsEnvelope = Envelope & CouponStatisticsEnvelopeAllOf;

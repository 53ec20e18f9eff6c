import type { Envelope } from './envelope';
import type { CouponEnvelopeAllOf } from './couponEnvelopeAllOf';

/**
 * 成功答复信封，data 为优惠券
 */
export type CouponEnvelope = Envelope & CouponEnvelopeAllOf;

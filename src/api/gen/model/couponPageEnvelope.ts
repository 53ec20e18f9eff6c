import type { Envelope } from './envelope';
import type { CouponPageEnvelopeAllOf } from './couponPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为优惠券分页
 */
export type CouponPageEnvelope = Envelope & CouponPageEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { OrderDetailEnvelopeAllOf } from './orderDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为订单详情
 */
export type OrderDetailEnvelope = Envelope & OrderDetailEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { OrderPageEnvelopeAllOf } from './orderPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为订单分页
 */
export type OrderPageEnvelope = Envelope & OrderPageEnvelopeAllOf;

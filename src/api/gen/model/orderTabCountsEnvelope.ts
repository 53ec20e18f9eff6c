import type { Envelope } from './envelope';
import type { OrderTabCountsEnvelopeAllOf } from './orderTabCountsEnvelopeAllOf';

/**
 * 成功答复信封，data 为标签计数
 */
export type OrderTabCountsEnvelope = Envelope & OrderTabCountsEnvelopeAllOf;

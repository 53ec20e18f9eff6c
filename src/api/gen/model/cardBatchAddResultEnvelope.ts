import type { Envelope } from './envelope';
import type { CardBatchAddResultEnvelopeAllOf } from './cardBatchAddResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为新批次
 */
export type CardBatchAddResultEnvelope = Envelope & CardBatchAddResultEnvelopeAllOf;

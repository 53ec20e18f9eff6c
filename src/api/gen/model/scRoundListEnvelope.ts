import type { Envelope } from './envelope';
import type { ScRoundListEnvelopeAllOf } from './scRoundListEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type ScRoundListEnvelope = Envelope & ScRoundListEnvelopeAllOf;

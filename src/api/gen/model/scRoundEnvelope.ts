import type { Envelope } from './envelope';
import type { ScRoundEnvelopeAllOf } from './scRoundEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type ScRoundEnvelope = Envelope & ScRoundEnvelopeAllOf;

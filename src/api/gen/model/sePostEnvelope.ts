import type { Envelope } from './envelope';
import type { SePostEnvelopeAllOf } from './sePostEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SePostEnvelope = Envelope & SePostEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { SePostListEnvelopeAllOf } from './sePostListEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SePostListEnvelope = Envelope & SePostListEnvelopeAllOf;

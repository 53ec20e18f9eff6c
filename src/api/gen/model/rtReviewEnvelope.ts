import type { Envelope } from './envelope';
import type { RtReviewEnvelopeAllOf } from './rtReviewEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type RtReviewEnvelope = Envelope & RtReviewEnvelopeAllOf;

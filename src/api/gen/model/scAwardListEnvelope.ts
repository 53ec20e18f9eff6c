import type { Envelope } from './envelope';
import type { ScAwardListEnvelopeAllOf } from './scAwardListEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type ScAwardListEnvelope = Envelope & ScAwardListEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { RtTaskEnvelopeAllOf } from './rtTaskEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type RtTaskEnvelope = Envelope & RtTaskEnvelopeAllOf;

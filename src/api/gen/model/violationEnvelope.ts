import type { Envelope } from './envelope';
import type { ViolationEnvelopeAllOf } from './violationEnvelopeAllOf';

/**
 * 成功答复信封，data 为违规
 */
export type ViolationEnvelope = Envelope & ViolationEnvelopeAllOf;

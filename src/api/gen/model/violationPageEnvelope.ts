import type { Envelope } from './envelope';
import type { ViolationPageEnvelopeAllOf } from './violationPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为违规分页
 */
export type ViolationPageEnvelope = Envelope & ViolationPageEnvelopeAllOf;

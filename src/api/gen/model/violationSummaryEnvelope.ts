import type { Envelope } from './envelope';
import type { ViolationSummaryEnvelopeAllOf } from './violationSummaryEnvelopeAllOf';

/**
 * 成功答复信封，data 为违规积分
 */
export type ViolationSummaryEnvelope = Envelope & ViolationSummaryEnvelopeAllOf;

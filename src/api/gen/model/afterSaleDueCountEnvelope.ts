import type { Envelope } from './envelope';
import type { AfterSaleDueCountEnvelopeAllOf } from './afterSaleDueCountEnvelopeAllOf';

/**
 * 成功答复信封，data 为到期计数
 */
export type AfterSaleDueCountEnvelope = Envelope & AfterSaleDueCountEnvelopeAllOf;

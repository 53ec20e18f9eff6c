import type { Envelope } from './envelope';
import type { TpSubmissionEnvelopeAllOf } from './tpSubmissionEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpSubmissionEnvelope = Envelope & TpSubmissionEnvelopeAllOf;

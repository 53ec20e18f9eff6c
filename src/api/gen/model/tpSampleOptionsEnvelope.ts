import type { Envelope } from './envelope';
import type { TpSampleOptionsEnvelopeAllOf } from './tpSampleOptionsEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpSampleOptionsEnvelope = Envelope & TpSampleOptionsEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { TpSampleStopEnvelopeAllOf } from './tpSampleStopEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpSampleStopEnvelope = Envelope & TpSampleStopEnvelopeAllOf;

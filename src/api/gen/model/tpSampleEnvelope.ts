import type { Envelope } from './envelope';
import type { TpSampleEnvelopeAllOf } from './tpSampleEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpSampleEnvelope = Envelope & TpSampleEnvelopeAllOf;

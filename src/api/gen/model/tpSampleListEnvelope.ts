import type { Envelope } from './envelope';
import type { TpSampleListEnvelopeAllOf } from './tpSampleListEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpSampleListEnvelope = Envelope & TpSampleListEnvelopeAllOf;

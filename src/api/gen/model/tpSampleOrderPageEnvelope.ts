import type { Envelope } from './envelope';
import type { TpSampleOrderPageEnvelopeAllOf } from './tpSampleOrderPageEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpSampleOrderPageEnvelope = Envelope & TpSampleOrderPageEnvelopeAllOf;

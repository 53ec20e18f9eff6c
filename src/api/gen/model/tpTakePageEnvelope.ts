import type { Envelope } from './envelope';
import type { TpTakePageEnvelopeAllOf } from './tpTakePageEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpTakePageEnvelope = Envelope & TpTakePageEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { TpBatchResultEnvelopeAllOf } from './tpBatchResultEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpBatchResultEnvelope = Envelope & TpBatchResultEnvelopeAllOf;

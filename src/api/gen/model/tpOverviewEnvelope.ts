import type { Envelope } from './envelope';
import type { TpOverviewEnvelopeAllOf } from './tpOverviewEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type TpOverviewEnvelope = Envelope & TpOverviewEnvelopeAllOf;

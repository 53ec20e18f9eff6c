import type { Envelope } from './envelope';
import type { OverviewEnvelopeAllOf } from './overviewEnvelopeAllOf';

/**
 * 成功答复信封，data 为店铺概况
 */
export type OverviewEnvelope = Envelope & OverviewEnvelopeAllOf;

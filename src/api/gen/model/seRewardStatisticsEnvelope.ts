import type { Envelope } from './envelope';
import type { SeRewardStatisticsEnvelopeAllOf } from './seRewardStatisticsEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeRewardStatisticsEnvelope = Envelope & SeRewardStatisticsEnvelopeAllOf;

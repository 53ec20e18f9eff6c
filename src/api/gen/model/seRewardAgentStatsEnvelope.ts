import type { Envelope } from './envelope';
import type { SeRewardAgentStatsEnvelopeAllOf } from './seRewardAgentStatsEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeRewardAgentStatsEnvelope = Envelope & SeRewardAgentStatsEnvelopeAllOf;

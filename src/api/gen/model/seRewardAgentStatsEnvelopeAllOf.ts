import type { SeRewardAgentStatsEnvelopeData } from './seRewardAgentStatsEnvelopeData';

export type SeRewardAgentStatsEnvelopeAllOf = {
  data: SeRewardAgentStatsEnvelopeData;
};

import type { SeRewardStatisticsEnvelopeData } from './seRewardStatisticsEnvelopeData';

export type SeRewardStatisticsEnvelopeAllOf = {
  data: SeRewardStatisticsEnvelopeData;
};

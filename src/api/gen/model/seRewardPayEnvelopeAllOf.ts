import type { SeRewardPayEnvelopeData } from './seRewardPayEnvelopeData';

export type SeRewardPayEnvelopeAllOf = {
  data: SeRewardPayEnvelopeData;
};

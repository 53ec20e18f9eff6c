import type { SeRewardPageEnvelopeData } from './seRewardPageEnvelopeData';

export type SeRewardPageEnvelopeAllOf = {
  data: SeRewardPageEnvelopeData;
};

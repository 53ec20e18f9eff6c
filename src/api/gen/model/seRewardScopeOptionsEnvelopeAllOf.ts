import type { SeRewardScopeOptionsEnvelopeData } from './seRewardScopeOptionsEnvelopeData';

export type SeRewardScopeOptionsEnvelopeAllOf = {
  data: SeRewardScopeOptionsEnvelopeData;
};

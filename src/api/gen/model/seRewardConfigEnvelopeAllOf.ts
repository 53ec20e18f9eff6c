import type { SeRewardConfig } from './seRewardConfig';

export type SeRewardConfigEnvelopeAllOf = {
  data: SeRewardConfig;
};

import type { SeRewardRuleListEnvelopeData } from './seRewardRuleListEnvelopeData';

export type SeRewardRuleListEnvelopeAllOf = {
  data: SeRewardRuleListEnvelopeData;
};

import type { SeRewardRule } from './seRewardRule';

export type SeRewardRuleEnvelopeAllOf = {
  data: SeRewardRule;
};

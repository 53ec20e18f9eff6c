import type { SeAgentDetail } from './seAgentDetail';

export type SeAgentDetailEnvelopeAllOf = {
  data: SeAgentDetail;
};

import type { SeAgentPage } from './seAgentPage';

export type SeAgentPageEnvelopeAllOf = {
  data: SeAgentPage;
};

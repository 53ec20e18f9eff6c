import type { ScTeamPage } from './scTeamPage';

export type ScTeamPageEnvelopeAllOf = {
  data: ScTeamPage;
};

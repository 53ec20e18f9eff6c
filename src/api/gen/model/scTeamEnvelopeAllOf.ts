import type { ScTeam } from './scTeam';

export type ScTeamEnvelopeAllOf = {
  data: ScTeam;
};

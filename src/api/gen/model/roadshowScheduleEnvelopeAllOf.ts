import type { RoadshowSchedule } from './roadshowSchedule';

export type RoadshowScheduleEnvelopeAllOf = {
  data: RoadshowSchedule;
};

import type { RoadshowApplication } from './roadshowApplication';

export type RoadshowApplicationEnvelopeAllOf = {
  data: RoadshowApplication;
};

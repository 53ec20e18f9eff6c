import type { RoadshowApplicationPage } from './roadshowApplicationPage';

export type RoadshowApplicationPageEnvelopeAllOf = {
  data: RoadshowApplicationPage;
};

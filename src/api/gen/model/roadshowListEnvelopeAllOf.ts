import type { RoadshowList } from './roadshowList';

export type RoadshowListEnvelopeAllOf = {
  data: RoadshowList;
};

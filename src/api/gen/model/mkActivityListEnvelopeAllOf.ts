import type { MkActivityList } from './mkActivityList';

export type MkActivityListEnvelopeAllOf = {
  data: MkActivityList;
};

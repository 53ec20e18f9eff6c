import type { ScRoundList } from './scRoundList';

export type ScRoundListEnvelopeAllOf = {
  data: ScRoundList;
};

import type { ScAwardList } from './scAwardList';

export type ScAwardListEnvelopeAllOf = {
  data: ScAwardList;
};

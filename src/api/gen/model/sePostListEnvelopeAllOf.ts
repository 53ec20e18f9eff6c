import type { SePostListEnvelopeData } from './sePostListEnvelopeData';

export type SePostListEnvelopeAllOf = {
  data: SePostListEnvelopeData;
};

import type { RtReviewEnvelopeData } from './rtReviewEnvelopeData';

export type RtReviewEnvelopeAllOf = {
  data: RtReviewEnvelopeData;
};

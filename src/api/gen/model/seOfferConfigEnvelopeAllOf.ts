import type { SeOfferConfigEnvelopeData } from './seOfferConfigEnvelopeData';

export type SeOfferConfigEnvelopeAllOf = {
  data: SeOfferConfigEnvelopeData;
};

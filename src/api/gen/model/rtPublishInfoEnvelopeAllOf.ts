import type { RtPublishInfoEnvelopeData } from './rtPublishInfoEnvelopeData';

export type RtPublishInfoEnvelopeAllOf = {
  data: RtPublishInfoEnvelopeData;
};

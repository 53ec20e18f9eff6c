import type { SeSchoolOptionsEnvelopeData } from './seSchoolOptionsEnvelopeData';

export type SeSchoolOptionsEnvelopeAllOf = {
  data: SeSchoolOptionsEnvelopeData;
};

import type { SeCertificateCandidatesEnvelopeData } from './seCertificateCandidatesEnvelopeData';

export type SeCertificateCandidatesEnvelopeAllOf = {
  data: SeCertificateCandidatesEnvelopeData;
};

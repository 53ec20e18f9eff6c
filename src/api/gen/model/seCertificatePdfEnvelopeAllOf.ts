import type { SeCertificatePdfEnvelopeData } from './seCertificatePdfEnvelopeData';

export type SeCertificatePdfEnvelopeAllOf = {
  data: SeCertificatePdfEnvelopeData;
};

import type { SeCertificatePageEnvelopeData } from './seCertificatePageEnvelopeData';

export type SeCertificatePageEnvelopeAllOf = {
  data: SeCertificatePageEnvelopeData;
};

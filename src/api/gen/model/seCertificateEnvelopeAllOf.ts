import type { SeCertificate } from './seCertificate';

export type SeCertificateEnvelopeAllOf = {
  data: SeCertificate;
};

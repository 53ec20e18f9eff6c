import type { Envelope } from './envelope';
import type { SeCertificatePageEnvelopeAllOf } from './seCertificatePageEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeCertificatePageEnvelope = Envelope & SeCertificatePageEnvelopeAllOf;

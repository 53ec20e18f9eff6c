import type { Envelope } from './envelope';
import type { SeCertificateEnvelopeAllOf } from './seCertificateEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeCertificateEnvelope = Envelope & SeCertificateEnvelopeAllOf;

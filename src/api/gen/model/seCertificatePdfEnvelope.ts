import type { Envelope } from './envelope';
import type { SeCertificatePdfEnvelopeAllOf } from './seCertificatePdfEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeCertificatePdfEnvelope = Envelope & SeCertificatePdfEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { SeCertificateCandidatesEnvelopeAllOf } from './seCertificateCandidatesEnvelopeAllOf';

/**
 * 成功答复信封
 */
export type SeCertificateCandidatesEnvelope = Envelope & SeCertificateCandidatesEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { FinanceTaxCertificateEnvelopeAllOf } from './financeTaxCertificateEnvelopeAllOf';

/**
 * 成功答复信封，data 为完税证明
 */
export type FinanceTaxCertificateEnvelope = Envelope & FinanceTaxCertificateEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CompanyTransferEnvelopeAllOf } from './companyTransferEnvelopeAllOf';

/**
 * 成功答复信封，data 为转让结果
 */
export type CompanyTransferEnvelope = Envelope & CompanyTransferEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CompanyCloseResultEnvelopeAllOf } from './companyCloseResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为关店结果
 */
export type CompanyCloseResultEnvelope = Envelope & CompanyCloseResultEnvelopeAllOf;

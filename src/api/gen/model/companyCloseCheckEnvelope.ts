import type { Envelope } from './envelope';
import type { CompanyCloseCheckEnvelopeAllOf } from './companyCloseCheckEnvelopeAllOf';

/**
 * 成功答复信封，data 为关店检查
 */
export type CompanyCloseCheckEnvelope = Envelope & CompanyCloseCheckEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CompanyContactEmailEnvelopeAllOf } from './companyContactEmailEnvelopeAllOf';

/**
 * 成功答复信封，data 为联系邮箱
 */
export type CompanyContactEmailEnvelope = Envelope & CompanyContactEmailEnvelopeAllOf;

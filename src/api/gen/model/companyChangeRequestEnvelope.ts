import type { Envelope } from './envelope';
import type { CompanyChangeRequestEnvelopeAllOf } from './companyChangeRequestEnvelopeAllOf';

/**
 * 成功答复信封，data 为资料变更申请
 */
export type CompanyChangeRequestEnvelope = Envelope & CompanyChangeRequestEnvelopeAllOf;

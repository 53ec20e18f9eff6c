import type { Envelope } from './envelope';
import type { CompanyRecruitPageEnvelopeAllOf } from './companyRecruitPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为招募分页
 */
export type CompanyRecruitPageEnvelope = Envelope & CompanyRecruitPageEnvelopeAllOf;

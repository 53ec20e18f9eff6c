import type { Envelope } from './envelope';
import type { CompanySettingEnvelopeAllOf } from './companySettingEnvelopeAllOf';

/**
 * 成功答复信封，data 为公司设置
 */
export type CompanySettingEnvelope = Envelope & CompanySettingEnvelopeAllOf;

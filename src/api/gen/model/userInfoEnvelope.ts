import type { Envelope } from './envelope';
import type { UserInfoEnvelopeAllOf } from './userInfoEnvelopeAllOf';

/**
 * 成功答复信封，data 为用户与公司信息
 */
export type UserInfoEnvelope = Envelope & UserInfoEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { LoginResultEnvelopeAllOf } from './loginResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为登录结果
 */
export type LoginResultEnvelope = Envelope & LoginResultEnvelopeAllOf;

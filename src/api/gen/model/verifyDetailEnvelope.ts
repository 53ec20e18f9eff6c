import type { Envelope } from './envelope';
import type { VerifyDetailEnvelopeAllOf } from './verifyDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为认证详情
 */
export type VerifyDetailEnvelope = Envelope & VerifyDetailEnvelopeAllOf;

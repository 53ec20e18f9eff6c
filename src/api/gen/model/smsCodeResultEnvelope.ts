import type { Envelope } from './envelope';
import type { SmsCodeResultEnvelopeAllOf } from './smsCodeResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为验证码发送结果
 */
export type SmsCodeResultEnvelope = Envelope & SmsCodeResultEnvelopeAllOf;

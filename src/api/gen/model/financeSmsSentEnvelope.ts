import type { Envelope } from './envelope';
import type { FinanceSmsSentEnvelopeAllOf } from './financeSmsSentEnvelopeAllOf';

/**
 * 成功答复信封，data 为验证码已发送
 */
export type FinanceSmsSentEnvelope = Envelope & FinanceSmsSentEnvelopeAllOf;

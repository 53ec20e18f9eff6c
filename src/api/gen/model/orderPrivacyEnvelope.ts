import type { Envelope } from './envelope';
import type { OrderPrivacyEnvelopeAllOf } from './orderPrivacyEnvelopeAllOf';

/**
 * 成功答复信封，data 为订单隐私信息
 */
export type OrderPrivacyEnvelope = Envelope & OrderPrivacyEnvelopeAllOf;

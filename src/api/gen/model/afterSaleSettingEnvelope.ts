import type { Envelope } from './envelope';
import type { AfterSaleSettingEnvelopeAllOf } from './afterSaleSettingEnvelopeAllOf';

/**
 * 成功答复信封，data 为售后设置
 */
export type AfterSaleSettingEnvelope = Envelope & AfterSaleSettingEnvelopeAllOf;

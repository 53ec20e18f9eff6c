import type { Envelope } from './envelope';
import type { AfterSaleDetailEnvelopeAllOf } from './afterSaleDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为售后详情
 */
export type AfterSaleDetailEnvelope = Envelope & AfterSaleDetailEnvelopeAllOf;

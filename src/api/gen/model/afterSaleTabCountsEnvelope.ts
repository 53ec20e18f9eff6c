import type { Envelope } from './envelope';
import type { AfterSaleTabCountsEnvelopeAllOf } from './afterSaleTabCountsEnvelopeAllOf';

/**
 * 成功答复信封，data 为售后计数
 */
export type AfterSaleTabCountsEnvelope = Envelope & AfterSaleTabCountsEnvelopeAllOf;

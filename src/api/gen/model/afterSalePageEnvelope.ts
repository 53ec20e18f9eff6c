import type { Envelope } from './envelope';
import type { AfterSalePageEnvelopeAllOf } from './afterSalePageEnvelopeAllOf';

/**
 * 成功答复信封，data 为售后单分页
 */
export type AfterSalePageEnvelope = Envelope & AfterSalePageEnvelopeAllOf;

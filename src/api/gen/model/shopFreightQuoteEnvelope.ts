import type { Envelope } from './envelope';
import type { ShopFreightQuoteEnvelopeAllOf } from './shopFreightQuoteEnvelopeAllOf';

/**
 * 成功答复信封，data 为运费试算结果
 */
export type ShopFreightQuoteEnvelope = Envelope & ShopFreightQuoteEnvelopeAllOf;

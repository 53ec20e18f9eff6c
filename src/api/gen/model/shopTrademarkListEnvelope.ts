import type { Envelope } from './envelope';
import type { ShopTrademarkListEnvelopeAllOf } from './shopTrademarkListEnvelopeAllOf';

/**
 * 成功答复信封，data 为商标列表
 */
export type ShopTrademarkListEnvelope = Envelope & ShopTrademarkListEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { ShopInfoEnvelopeAllOf } from './shopInfoEnvelopeAllOf';

/**
 * 成功答复信封，data 为店铺信息
 */
export type ShopInfoEnvelope = Envelope & ShopInfoEnvelopeAllOf;

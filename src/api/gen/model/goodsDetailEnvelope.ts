import type { Envelope } from './envelope';
import type { GoodsDetailEnvelopeAllOf } from './goodsDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为商品详情
 */
export type GoodsDetailEnvelope = Envelope & GoodsDetailEnvelopeAllOf;

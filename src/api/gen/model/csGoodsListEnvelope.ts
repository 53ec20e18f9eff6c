import type { Envelope } from './envelope';
import type { CsGoodsListEnvelopeAllOf } from './csGoodsListEnvelopeAllOf';

/**
 * 成功答复信封，data 为在售商品
 */
export type CsGoodsListEnvelope = Envelope & CsGoodsListEnvelopeAllOf;

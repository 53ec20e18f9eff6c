import type { Envelope } from './envelope';
import type { GoodsPageEnvelopeAllOf } from './goodsPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为商品分页
 */
export type GoodsPageEnvelope = Envelope & GoodsPageEnvelopeAllOf;

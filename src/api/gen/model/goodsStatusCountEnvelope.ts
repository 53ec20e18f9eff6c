import type { Envelope } from './envelope';
import type { GoodsStatusCountEnvelopeAllOf } from './goodsStatusCountEnvelopeAllOf';

/**
 * 成功答复信封，data 为各状态商品数
 */
export type GoodsStatusCountEnvelope = Envelope & GoodsStatusCountEnvelopeAllOf;

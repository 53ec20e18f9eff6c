import type { Envelope } from './envelope';
import type { CardGoodsOptionsEnvelopeAllOf } from './cardGoodsOptionsEnvelopeAllOf';

/**
 * 成功答复信封，data 为卡券商品
 */
export type CardGoodsOptionsEnvelope = Envelope & CardGoodsOptionsEnvelopeAllOf;

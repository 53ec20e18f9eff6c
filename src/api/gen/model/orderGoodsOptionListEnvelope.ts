import type { Envelope } from './envelope';
import type { OrderGoodsOptionListEnvelopeAllOf } from './orderGoodsOptionListEnvelopeAllOf';

/**
 * 成功答复信封，data 为商品选项列表
 */
export type OrderGoodsOptionListEnvelope = Envelope & OrderGoodsOptionListEnvelopeAllOf;

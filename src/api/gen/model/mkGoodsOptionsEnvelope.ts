import type { Envelope } from './envelope';
import type { MkGoodsOptionsEnvelopeAllOf } from './mkGoodsOptionsEnvelopeAllOf';

/**
 * 成功答复信封，data 为可选商品
 */
export type MkGoodsOptionsEnvelope = Envelope & MkGoodsOptionsEnvelopeAllOf;

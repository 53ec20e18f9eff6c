import type { Envelope } from './envelope';
import type { ErpGoodsCheckResultEnvelopeAllOf } from './erpGoodsCheckResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为商品编码检查结果
 */
export type ErpGoodsCheckResultEnvelope = Envelope & ErpGoodsCheckResultEnvelopeAllOf;

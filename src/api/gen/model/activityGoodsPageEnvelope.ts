import type { Envelope } from './envelope';
import type { ActivityGoodsPageEnvelopeAllOf } from './activityGoodsPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为活动商品分页
 */
export type ActivityGoodsPageEnvelope = Envelope & ActivityGoodsPageEnvelopeAllOf;

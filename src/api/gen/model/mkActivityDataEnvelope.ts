import type { Envelope } from './envelope';
import type { MkActivityDataEnvelopeAllOf } from './mkActivityDataEnvelopeAllOf';

/**
 * 成功答复信封，data 为活动商品数据
 */
export type MkActivityDataEnvelope = Envelope & MkActivityDataEnvelopeAllOf;

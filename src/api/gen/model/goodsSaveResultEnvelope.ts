import type { Envelope } from './envelope';
import type { GoodsSaveResultEnvelopeAllOf } from './goodsSaveResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为保存结果
 */
export type GoodsSaveResultEnvelope = Envelope & GoodsSaveResultEnvelopeAllOf;

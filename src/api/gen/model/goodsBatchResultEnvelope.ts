import type { Envelope } from './envelope';
import type { GoodsBatchResultEnvelopeAllOf } from './goodsBatchResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为逐行结果
 */
export type GoodsBatchResultEnvelope = Envelope & GoodsBatchResultEnvelopeAllOf;

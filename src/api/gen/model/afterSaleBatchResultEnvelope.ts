import type { Envelope } from './envelope';
import type { AfterSaleBatchResultEnvelopeAllOf } from './afterSaleBatchResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为批量结果
 */
export type AfterSaleBatchResultEnvelope = Envelope & AfterSaleBatchResultEnvelopeAllOf;

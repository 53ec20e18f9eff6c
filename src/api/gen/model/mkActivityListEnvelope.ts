import type { Envelope } from './envelope';
import type { MkActivityListEnvelopeAllOf } from './mkActivityListEnvelopeAllOf';

/**
 * 成功答复信封，data 为活动列表
 */
export type MkActivityListEnvelope = Envelope & MkActivityListEnvelopeAllOf;

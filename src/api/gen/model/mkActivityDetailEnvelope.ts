import type { Envelope } from './envelope';
import type { MkActivityDetailEnvelopeAllOf } from './mkActivityDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为活动详情
 */
export type MkActivityDetailEnvelope = Envelope & MkActivityDetailEnvelopeAllOf;

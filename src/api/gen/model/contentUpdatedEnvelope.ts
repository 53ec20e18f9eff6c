import type { Envelope } from './envelope';
import type { ContentUpdatedEnvelopeAllOf } from './contentUpdatedEnvelopeAllOf';

/**
 * 成功答复信封，data 为更新结果
 */
export type ContentUpdatedEnvelope = Envelope & ContentUpdatedEnvelopeAllOf;

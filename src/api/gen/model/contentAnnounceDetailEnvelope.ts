import type { Envelope } from './envelope';
import type { ContentAnnounceDetailEnvelopeAllOf } from './contentAnnounceDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为公告详情
 */
export type ContentAnnounceDetailEnvelope = Envelope & ContentAnnounceDetailEnvelopeAllOf;

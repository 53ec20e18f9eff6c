import type { Envelope } from './envelope';
import type { ContentAnnouncePageEnvelopeAllOf } from './contentAnnouncePageEnvelopeAllOf';

/**
 * 成功答复信封，data 为公告列表
 */
export type ContentAnnouncePageEnvelope = Envelope & ContentAnnouncePageEnvelopeAllOf;

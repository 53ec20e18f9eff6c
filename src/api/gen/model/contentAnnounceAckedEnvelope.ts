import type { Envelope } from './envelope';
import type { ContentAnnounceAckedEnvelopeAllOf } from './contentAnnounceAckedEnvelopeAllOf';

/**
 * 成功答复信封，data 为确认结果
 */
export type ContentAnnounceAckedEnvelope = Envelope & ContentAnnounceAckedEnvelopeAllOf;

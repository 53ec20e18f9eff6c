import type { Envelope } from './envelope';
import type { ContentAnnounceMustReadEnvelopeAllOf } from './contentAnnounceMustReadEnvelopeAllOf';

/**
 * 成功答复信封，data 为必读公告
 */
export type ContentAnnounceMustReadEnvelope = Envelope & ContentAnnounceMustReadEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { ContentMessagePageEnvelopeAllOf } from './contentMessagePageEnvelopeAllOf';

/**
 * 成功答复信封，data 为站内信列表
 */
export type ContentMessagePageEnvelope = Envelope & ContentMessagePageEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { ContentUnreadEnvelopeAllOf } from './contentUnreadEnvelopeAllOf';

/**
 * 成功答复信封，data 为未读数
 */
export type ContentUnreadEnvelope = Envelope & ContentUnreadEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { ContentHelpDetailEnvelopeAllOf } from './contentHelpDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为帮助文章
 */
export type ContentHelpDetailEnvelope = Envelope & ContentHelpDetailEnvelopeAllOf;

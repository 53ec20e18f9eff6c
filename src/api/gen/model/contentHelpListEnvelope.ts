import type { Envelope } from './envelope';
import type { ContentHelpListEnvelopeAllOf } from './contentHelpListEnvelopeAllOf';

/**
 * 成功答复信封，data 为帮助列表
 */
export type ContentHelpListEnvelope = Envelope & ContentHelpListEnvelopeAllOf;

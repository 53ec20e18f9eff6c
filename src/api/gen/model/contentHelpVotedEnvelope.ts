import type { Envelope } from './envelope';
import type { ContentHelpVotedEnvelopeAllOf } from './contentHelpVotedEnvelopeAllOf';

/**
 * 成功答复信封，data 为评价结果
 */
export type ContentHelpVotedEnvelope = Envelope & ContentHelpVotedEnvelopeAllOf;

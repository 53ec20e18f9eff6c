import type { Envelope } from './envelope';
import type { CsRepliedEnvelopeAllOf } from './csRepliedEnvelopeAllOf';

/**
 * 成功答复信封，data 为已回复
 */
export type CsRepliedEnvelope = Envelope & CsRepliedEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CsConversationRefEnvelopeAllOf } from './csConversationRefEnvelopeAllOf';

/**
 * 成功答复信封，data 为会话编号
 */
export type CsConversationRefEnvelope = Envelope & CsConversationRefEnvelopeAllOf;

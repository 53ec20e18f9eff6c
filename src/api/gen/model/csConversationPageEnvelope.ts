import type { Envelope } from './envelope';
import type { CsConversationPageEnvelopeAllOf } from './csConversationPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为会话列表
 */
export type CsConversationPageEnvelope = Envelope & CsConversationPageEnvelopeAllOf;

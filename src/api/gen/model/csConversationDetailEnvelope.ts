import type { Envelope } from './envelope';
import type { CsConversationDetailEnvelopeAllOf } from './csConversationDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为会话详情
 */
export type CsConversationDetailEnvelope = Envelope & CsConversationDetailEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CsAgentListEnvelopeAllOf } from './csAgentListEnvelopeAllOf';

/**
 * 成功答复信封，data 为客服列表
 */
export type CsAgentListEnvelope = Envelope & CsAgentListEnvelopeAllOf;

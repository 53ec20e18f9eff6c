import type { Envelope } from './envelope';
import type { CsAgentOnlineEnvelopeAllOf } from './csAgentOnlineEnvelopeAllOf';

/**
 * 成功答复信封，data 为客服状态
 */
export type CsAgentOnlineEnvelope = Envelope & CsAgentOnlineEnvelopeAllOf;

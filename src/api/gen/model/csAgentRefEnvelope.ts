import type { Envelope } from './envelope';
import type { CsAgentRefEnvelopeAllOf } from './csAgentRefEnvelopeAllOf';

/**
 * 成功答复信封，data 为客服编号
 */
export type CsAgentRefEnvelope = Envelope & CsAgentRefEnvelopeAllOf;

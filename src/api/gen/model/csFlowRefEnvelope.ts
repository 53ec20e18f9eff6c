import type { Envelope } from './envelope';
import type { CsFlowRefEnvelopeAllOf } from './csFlowRefEnvelopeAllOf';

/**
 * 成功答复信封，data 为接待流程编号
 */
export type CsFlowRefEnvelope = Envelope & CsFlowRefEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CsFlowEnvelopeAllOf } from './csFlowEnvelopeAllOf';

/**
 * 成功答复信封，data 为接待流程
 */
export type CsFlowEnvelope = Envelope & CsFlowEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CsFlowListEnvelopeAllOf } from './csFlowListEnvelopeAllOf';

/**
 * 成功答复信封，data 为接待流程列表
 */
export type CsFlowListEnvelope = Envelope & CsFlowListEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CsTodoCountEnvelopeAllOf } from './csTodoCountEnvelopeAllOf';

/**
 * 成功答复信封，data 为客服待办
 */
export type CsTodoCountEnvelope = Envelope & CsTodoCountEnvelopeAllOf;

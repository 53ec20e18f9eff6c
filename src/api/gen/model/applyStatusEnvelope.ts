import type { Envelope } from './envelope';
import type { ApplyStatusEnvelopeAllOf } from './applyStatusEnvelopeAllOf';

/**
 * 成功答复信封，data 为申请状态
 */
export type ApplyStatusEnvelope = Envelope & ApplyStatusEnvelopeAllOf;

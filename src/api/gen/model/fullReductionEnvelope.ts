import type { Envelope } from './envelope';
import type { FullReductionEnvelopeAllOf } from './fullReductionEnvelopeAllOf';

/**
 * 成功答复信封，data 为满减活动
 */
export type FullReductionEnvelope = Envelope & FullReductionEnvelopeAllOf;

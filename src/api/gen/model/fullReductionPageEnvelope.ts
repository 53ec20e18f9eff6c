import type { Envelope } from './envelope';
import type { FullReductionPageEnvelopeAllOf } from './fullReductionPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为满减分页
 */
export type FullReductionPageEnvelope = Envelope & FullReductionPageEnvelopeAllOf;

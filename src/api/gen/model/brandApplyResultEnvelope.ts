import type { Envelope } from './envelope';
import type { BrandApplyResultEnvelopeAllOf } from './brandApplyResultEnvelopeAllOf';

/**
 * 成功答复信封，data 为申请结果
 */
export type BrandApplyResultEnvelope = Envelope & BrandApplyResultEnvelopeAllOf;

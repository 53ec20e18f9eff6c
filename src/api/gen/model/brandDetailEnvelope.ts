import type { Envelope } from './envelope';
import type { BrandDetailEnvelopeAllOf } from './brandDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为品牌
 */
export type BrandDetailEnvelope = Envelope & BrandDetailEnvelopeAllOf;

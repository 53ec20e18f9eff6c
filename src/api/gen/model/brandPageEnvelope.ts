import type { Envelope } from './envelope';
import type { BrandPageEnvelopeAllOf } from './brandPageEnvelopeAllOf';

/**
 * 成功答复信封，data 为品牌分页
 */
export type BrandPageEnvelope = Envelope & BrandPageEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { CategoryListEnvelopeAllOf } from './categoryListEnvelopeAllOf';

/**
 * 成功答复信封，data 为类目列表
 */
export type CategoryListEnvelope = Envelope & CategoryListEnvelopeAllOf;

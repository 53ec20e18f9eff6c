import type { Envelope } from './envelope';
import type { ShopTemplateSavedEnvelopeAllOf } from './shopTemplateSavedEnvelopeAllOf';

/**
 * 成功答复信封，data 为保存结果
 */
export type ShopTemplateSavedEnvelope = Envelope & ShopTemplateSavedEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { ShopFreightTemplateListEnvelopeAllOf } from './shopFreightTemplateListEnvelopeAllOf';

/**
 * 成功答复信封，data 为运费模板列表
 */
export type ShopFreightTemplateListEnvelope = Envelope & ShopFreightTemplateListEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { ShopFreightTemplateDetailEnvelopeAllOf } from './shopFreightTemplateDetailEnvelopeAllOf';

/**
 * 成功答复信封，data 为运费模板详情
 */
export type ShopFreightTemplateDetailEnvelope = Envelope & ShopFreightTemplateDetailEnvelopeAllOf;

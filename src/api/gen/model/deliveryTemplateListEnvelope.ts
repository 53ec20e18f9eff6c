import type { Envelope } from './envelope';
import type { DeliveryTemplateListEnvelopeAllOf } from './deliveryTemplateListEnvelopeAllOf';

/**
 * 成功答复信封，data 为运费模板列表
 */
export type DeliveryTemplateListEnvelope = Envelope & DeliveryTemplateListEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { ShopDeliveryInfoEnvelopeAllOf } from './shopDeliveryInfoEnvelopeAllOf';

/**
 * 成功答复信封，data 为发货设置
 */
export type ShopDeliveryInfoEnvelope = Envelope & ShopDeliveryInfoEnvelopeAllOf;

import type { Envelope } from './envelope';
import type { ShopRegionTreeEnvelopeAllOf } from './shopRegionTreeEnvelopeAllOf';

/**
 * 成功答复信封，data 为行政区划
 */
export type ShopRegionTreeEnvelope = Envelope & ShopRegionTreeEnvelopeAllOf;

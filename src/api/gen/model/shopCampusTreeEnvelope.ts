import type { Envelope } from './envelope';
import type { ShopCampusTreeEnvelopeAllOf } from './shopCampusTreeEnvelopeAllOf';

/**
 * 成功答复信封，data 为校园目录
 */
export type ShopCampusTreeEnvelope = Envelope & ShopCampusTreeEnvelopeAllOf;

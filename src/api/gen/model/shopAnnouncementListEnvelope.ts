import type { Envelope } from './envelope';
import type { ShopAnnouncementListEnvelopeAllOf } from './shopAnnouncementListEnvelopeAllOf';

/**
 * 成功答复信封，data 为店铺公告列表
 */
export type ShopAnnouncementListEnvelope = Envelope & ShopAnnouncementListEnvelopeAllOf;

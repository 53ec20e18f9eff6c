import type { Envelope } from './envelope';
import type { ShopAnnouncementSavedEnvelopeAllOf } from './shopAnnouncementSavedEnvelopeAllOf';

/**
 * 成功答复信封，data 为保存结果
 */
export type ShopAnnouncementSavedEnvelope = Envelope & ShopAnnouncementSavedEnvelopeAllOf;

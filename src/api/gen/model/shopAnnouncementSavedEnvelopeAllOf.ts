import type { ShopAnnouncementSaved } from './shopAnnouncementSaved';

export type ShopAnnouncementSavedEnvelopeAllOf = {
  /** 成功时返回的保存结果 */
  data: ShopAnnouncementSaved;
};

import type { ShopAnnouncementList } from './shopAnnouncementList';

export type ShopAnnouncementListEnvelopeAllOf = {
  /** 成功时返回的店铺公告列表 */
  data: ShopAnnouncementList;
};


/**
 * 修改时为公告 id；新建为 null
 * @minimum 1
 * @maximum 2147483647
 */
export type ShopAnnouncementSaveBodyAnnouncementId = number | null;

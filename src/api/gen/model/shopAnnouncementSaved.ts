
/**
 * 保存后的公告
 */
export interface ShopAnnouncementSaved {
  /**
   * 公告 id
   * @minimum 1
   * @maximum 2147483647
   */
  announcementId: number;
}

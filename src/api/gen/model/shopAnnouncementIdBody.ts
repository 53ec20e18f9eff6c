
/**
 * 指定一条公告
 */
export interface ShopAnnouncementIdBody {
  /**
   * 公告 id
   * @minimum 1
   * @maximum 2147483647
   */
  announcementId: number;
}

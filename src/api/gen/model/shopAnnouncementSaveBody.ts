import type { ShopAnnouncementSaveBodyAnnouncementId } from './shopAnnouncementSaveBodyAnnouncementId';
import type { ShopAnnouncementSaveBodyEndAt } from './shopAnnouncementSaveBodyEndAt';

/**
 * 发布（announcementId 为空）或修改一条公告
 */
export interface ShopAnnouncementSaveBody {
  /**
   * 修改时为公告 id；新建为 null
   * @minimum 1
   * @maximum 2147483647
   */
  announcementId: ShopAnnouncementSaveBodyAnnouncementId;
  /**
   * 至多 30 字
   * @minLength 1
   * @maxLength 30
   */
  title: string;
  /**
   * 至多 500 字
   * @minLength 1
   * @maxLength 500
   */
  content: string;
  /**
   * 开始展示时间（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  startAt: number;
  /**
   * 结束展示时间（ms）；null 为长期
   * @minimum 0
   * @maximum 4102444800000
   */
  endAt: ShopAnnouncementSaveBodyEndAt;
}

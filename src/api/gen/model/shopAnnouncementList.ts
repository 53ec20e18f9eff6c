import type { ShopAnnouncementListListItem } from './shopAnnouncementListListItem';
import type { ShopAnnouncementListLimits } from './shopAnnouncementListLimits';

/**
 * 本店公告，按开始展示时间新的在前
 */
export interface ShopAnnouncementList {
  /**
   * 公告
   * @maxItems 200
   */
  list: ShopAnnouncementListListItem[];
  /** 公告的长度与数量限制 */
  limits: ShopAnnouncementListLimits;
}

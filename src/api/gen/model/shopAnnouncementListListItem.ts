import type { ShopAnnouncementListListItemEndAt } from './shopAnnouncementListListItemEndAt';
import type { ShopAnnouncementListListItemState } from './shopAnnouncementListListItemState';

/**
 * 一条店铺公告
 */
export type ShopAnnouncementListListItem = {
  /**
   * 公告 id
   * @minimum 1
   * @maximum 2147483647
   */
  announcementId: number;
  /**
   * 标题
   * @maxLength 30
   */
  title: string;
  /**
   * 内容
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
  endAt: ShopAnnouncementListListItemEndAt;
  /**
   * 1 待展示；2 展示中；3 已结束
   * @minimum 1
   * @maximum 3
   */
  state: ShopAnnouncementListListItemState;
  /**
   * 更新时间（ms）
   * @minimum 0
   * @maximum 4102444800000
   */
  updatedAt: number;
};

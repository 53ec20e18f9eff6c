
/**
 * 公告的长度与数量限制
 */
export type ShopAnnouncementListLimits = {
  /**
   * 标题至多字数
   * @minimum 1
   * @maximum 100
   */
  titleMax: number;
  /**
   * 内容至多字数
   * @minimum 1
   * @maximum 1000
   */
  contentMax: number;
  /**
   * 同一时刻至多展示的条数
   * @minimum 1
   * @maximum 20
   */
  maxShowing: number;
  /**
   * 至多保存的条数
   * @minimum 1
   * @maximum 1000
   */
  maxTotal: number;
};

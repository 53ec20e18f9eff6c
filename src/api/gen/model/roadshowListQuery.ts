
/**
 * 学校与月份（北京时间）
 */
export interface RoadshowListQuery {
  /**
   * 学校全称；不传为全部
   * @maxLength 40
   */
  school?: string;
  /**
   * YYYY-MM，按路演日期筛选；不传为全部
   * @maxLength 7
   * @pattern ^\d{4}-\d{2}$
   */
  month?: string;
}

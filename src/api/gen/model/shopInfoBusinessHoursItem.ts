
/**
 * 一段营业时间
 */
export type ShopInfoBusinessHoursItem = {
  /**
   * 1 周一 至 7 周日
   * @maxItems 7
   */
  days: number[];
  /**
   * HH:mm
   * @maxLength 5
   * @pattern ^\d{2}:\d{2}$
   */
  start: string;
  /**
   * HH:mm，晚于开始
   * @maxLength 5
   * @pattern ^\d{2}:\d{2}$
   */
  end: string;
};

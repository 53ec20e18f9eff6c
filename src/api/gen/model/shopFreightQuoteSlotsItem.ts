
/**
 * 一个配送时段（中国时间，时:分）
 */
export type ShopFreightQuoteSlotsItem = {
  /**
   * 开始时间 HH:mm
   * @maxLength 5
   * @pattern ^\d{2}:\d{2}$
   */
  start: string;
  /**
   * 结束时间 HH:mm，晚于开始
   * @maxLength 5
   * @pattern ^\d{2}:\d{2}$
   */
  end: string;
};

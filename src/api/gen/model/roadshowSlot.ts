
/**
 * 一个时段与名额
 */
export interface RoadshowSlot {
  /** 时段ID */
  slotId: number;
  /** 如 09:00-12:00（北京时间） */
  label: string;
  /** 毫秒时间戳 */
  startAt: number;
  /** 毫秒时间戳 */
  endAt: number;
  /** 展位总数 */
  places: number;
  /** 还可报名的展位数 */
  placesLeft: number;
}

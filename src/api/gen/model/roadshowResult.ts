import type { RoadshowResultNote } from './roadshowResultNote';

/**
 * 平台在活动后录入
 */
export interface RoadshowResult {
  /** 到展位的人数 */
  visitors: number;
  /** 留下联系方式的人数 */
  leads: number;
  /** 现场及扫码成交订单数 */
  orders: number;
  /** 平台说明 */
  note: RoadshowResultNote;
  /** 毫秒时间戳 */
  recordedAt: number;
}

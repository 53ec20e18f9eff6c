import type { RoadshowApplication } from './roadshowApplication';

/**
 * 已通过的时段（近 30 天起），按时间
 */
export interface RoadshowSchedule {
  /** 至多 100 条 */
  list: RoadshowApplication[];
}

import type { MkActivity } from './mkActivity';

/**
 * 平台活动
 */
export interface MkActivityList {
  /** 活动 */
  list: MkActivity[];
}

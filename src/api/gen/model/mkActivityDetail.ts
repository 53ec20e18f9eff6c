import type { MkActivity } from './mkActivity';
import type { MkEntry } from './mkEntry';
import type { MkActivityDetailTimelineItem } from './mkActivityDetailTimelineItem';

/**
 * 规则、时间线与本店报名
 */
export interface MkActivityDetail {
  activity: MkActivity;
  /** 本店报名 */
  entries: MkEntry[];
  /** 时间线 */
  timeline: MkActivityDetailTimelineItem[];
}

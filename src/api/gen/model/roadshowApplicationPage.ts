import type { RoadshowApplication } from './roadshowApplication';
import type { RoadshowApplicationPageNextCursor } from './roadshowApplicationPageNextCursor';
import type { RoadshowApplicationCounts } from './roadshowApplicationCounts';

/**
 * 按报名倒序
 */
export interface RoadshowApplicationPage {
  /** 报名 */
  list: RoadshowApplication[];
  /** 没有更多时为 null */
  nextCursor: RoadshowApplicationPageNextCursor;
  counts: RoadshowApplicationCounts;
}

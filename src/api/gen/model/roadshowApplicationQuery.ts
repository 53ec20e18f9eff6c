import type { RoadshowApplicationQueryStatus } from './roadshowApplicationQueryStatus';
import type { RoadshowApplicationQueryCursor } from './roadshowApplicationQueryCursor';

/**
 * 状态与分页
 */
export interface RoadshowApplicationQuery {
  /**
   * 0 待审核，1 已通过，2 已驳回，3 已取消，4 已结束；不传为全部
   * @minimum 0
   * @maximum 4
   */
  status?: RoadshowApplicationQueryStatus;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: RoadshowApplicationQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

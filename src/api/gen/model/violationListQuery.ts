import type { ViolationListQueryFilter } from './violationListQueryFilter';
import type { ViolationListQueryCursor } from './violationListQueryCursor';

/**
 * 筛选与游标分页
 */
export interface ViolationListQuery {
  /** 状态与年份 */
  filter?: ViolationListQueryFilter;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 31
   * @pattern ^\d{1,15}_\d{1,15}$
   */
  cursor?: ViolationListQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

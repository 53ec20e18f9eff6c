import type { FullReductionListQueryState } from './fullReductionListQueryState';
import type { FullReductionListQueryCursor } from './fullReductionListQueryCursor';

/**
 * 状态与分页
 */
export interface FullReductionListQuery {
  /**
   * 状态
   * @minimum 1
   * @maximum 4
   */
  state?: FullReductionListQueryState;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: FullReductionListQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

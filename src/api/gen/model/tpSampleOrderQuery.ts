import type { TpSampleOrderQuerySampleId } from './tpSampleOrderQuerySampleId';
import type { TpSampleOrderQueryCursor } from './tpSampleOrderQueryCursor';

/**
 * 筛选条件与游标分页
 */
export interface TpSampleOrderQuery {
  /**
   * 只看该样品
   * @minimum 1
   * @maximum 9007199254740991
   */
  sampleId?: TpSampleOrderQuerySampleId;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 15
   * @pattern ^\d{1,15}$
   */
  cursor?: TpSampleOrderQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

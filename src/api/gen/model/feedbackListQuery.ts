import type { FeedbackListQueryCursor } from './feedbackListQueryCursor';

/**
 * 游标分页参数
 */
export interface FeedbackListQuery {
  /**
   * 上一页答复的 nextCursor；第一页不传或为 null
   * @minimum 1
   * @maximum 2147483647
   */
  cursor?: FeedbackListQueryCursor;
  /**
   * 1 至 50
   * @minimum 1
   * @maximum 50
   */
  pageSize: number;
}

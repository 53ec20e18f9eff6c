import type { FeedbackItem } from './feedbackItem';
import type { FeedbackPageNextCursor } from './feedbackPageNextCursor';

/**
 * 一页反馈记录
 */
export interface FeedbackPage {
  /**
   * 按时间倒序
   * @maxItems 50
   */
  list: FeedbackItem[];
  /**
   * 传给下一次查询的 cursor；没有更多时为 null
   * @minimum 1
   */
  nextCursor: FeedbackPageNextCursor;
}

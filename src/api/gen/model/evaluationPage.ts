import type { Evaluation } from './evaluation';
import type { EvaluationPageNextCursor } from './evaluationPageNextCursor';

/**
 * 一页评价（游标分页）
 */
export interface EvaluationPage {
  /** 本页评价 */
  list: Evaluation[];
  /**
   * 没有更多时为 null
   * @maxLength 40
   */
  nextCursor: EvaluationPageNextCursor;
  /** true 表示还有下一页 */
  hasMore: boolean;
}

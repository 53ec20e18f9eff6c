import type { EvaluationQueryCursor } from './evaluationQueryCursor';

/**
 * 评价筛选与游标分页（按评价时间倒序）
 */
export interface EvaluationQuery {
  /**
   * 只看该星级（1 至 5）
   * @minimum 1
   * @maximum 5
   */
  rating?: number;
  /** true 只看带图评价；false 只看无图评价；不传为全部 */
  hasImages?: boolean;
  /** true 只看已回复；false 只看未回复；不传为全部 */
  replied?: boolean;
  /**
   * 上一页答复的 nextCursor；首页不传
   * @pattern ^\d{1,15}_\d{1,15}$
   */
  cursor?: EvaluationQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

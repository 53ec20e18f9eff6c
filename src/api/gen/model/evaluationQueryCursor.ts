
/**
 * 上一页答复的 nextCursor；首页不传
 * @pattern ^\d{1,15}_\d{1,15}$
 */
export type EvaluationQueryCursor = string | null;

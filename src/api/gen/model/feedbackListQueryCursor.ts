
/**
 * 上一页答复的 nextCursor；第一页不传或为 null
 * @minimum 1
 * @maximum 2147483647
 */
export type FeedbackListQueryCursor = number | null;


/**
 * 上一页答复的 nextCursor
 * @maxLength 15
 * @pattern ^\d{1,15}$
 */
export type MkGroupQueryCursor = string | null;


/**
 * 上一页答复的 nextCursor
 * @maxLength 31
 * @pattern ^\d{1,15}_\d{1,15}$
 */
export type ViolationListQueryCursor = string | null;

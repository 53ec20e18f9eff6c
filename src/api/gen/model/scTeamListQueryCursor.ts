
/**
 * 上一页答复的 nextCursor
 * @maxLength 16
 * @pattern ^\d{1,16}$
 */
export type ScTeamListQueryCursor = string | null;

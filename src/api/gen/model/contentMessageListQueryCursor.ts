
/**
 * 上一页答复的 nextCursor
 * @minimum 1
 * @maximum 2147483647
 */
export type ContentMessageListQueryCursor = number | null;

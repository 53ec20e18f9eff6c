
/**
 * null 表示没有更多
 */
export type ContentMessagePageNextCursor = number | null;


/**
 * @minimum 1
 * @maximum 2147483647
 */
export type ContentAnnounceListQueryCursor = number | null;

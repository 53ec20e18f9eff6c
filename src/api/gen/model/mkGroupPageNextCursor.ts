
/**
 * 没有更多时为 null
 */
export type MkGroupPageNextCursor = string | null;

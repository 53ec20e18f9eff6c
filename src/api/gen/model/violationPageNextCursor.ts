
/**
 * 无更多时为 null
 */
export type ViolationPageNextCursor = string | null;

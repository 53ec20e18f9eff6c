
/**
 * 无更多时为 null
 */
export type TpTakePageNextCursor = string | null;


/**
 * 无更多时为 null
 */
export type TpSampleOrderPageNextCursor = string | null;

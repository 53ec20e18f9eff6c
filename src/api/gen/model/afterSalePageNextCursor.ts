
/**
 * 无更多时为 null
 */
export type AfterSalePageNextCursor = string | null;


/**
 * 没有更多时为 null
 * @maxLength 200
 */
export type GoodsPageNextCursor = string | null;

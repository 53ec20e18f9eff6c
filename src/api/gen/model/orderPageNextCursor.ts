
/**
 * 取下一页时传入；没有更多时为 null
 * @maxLength 40
 */
export type OrderPageNextCursor = string | null;

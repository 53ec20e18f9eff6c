
/**
 * 传给下一次查询的 cursor；没有更多时为 null
 * @minimum 1
 */
export type FeedbackPageNextCursor = number | null;

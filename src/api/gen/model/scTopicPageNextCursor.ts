
/**
 * 没有下一页时为 null
 */
export type ScTopicPageNextCursor = string | null;

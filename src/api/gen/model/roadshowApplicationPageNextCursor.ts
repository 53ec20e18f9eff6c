
/**
 * 没有更多时为 null
 */
export type RoadshowApplicationPageNextCursor = string | null;


/**
 * 没有下一页时为 null
 */
export type ScTeamPageNextCursor = string | null;

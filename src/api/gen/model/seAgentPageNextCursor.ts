
/**
 * 无更多时为 null
 */
export type SeAgentPageNextCursor = string | null;

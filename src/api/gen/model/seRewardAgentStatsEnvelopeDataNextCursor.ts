
/**
 * 无更多时为 null
 */
export type SeRewardAgentStatsEnvelopeDataNextCursor = string | null;


/**
 * 无更多时为 null
 */
export type SeRewardPageEnvelopeDataNextCursor = string | null;

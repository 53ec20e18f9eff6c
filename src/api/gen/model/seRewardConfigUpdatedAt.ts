
/**
 * 未设置过时为 null
 */
export type SeRewardConfigUpdatedAt = number | null;

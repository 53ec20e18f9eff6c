
/**
 * 成团人数
 */
export type MkEntryGroupSize = number | null;

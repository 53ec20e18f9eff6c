
/**
 * 成团人数
 * @minimum 2
 * @maximum 10
 */
export type MkSubmitBodyEntriesItemGroupSize = number | null;

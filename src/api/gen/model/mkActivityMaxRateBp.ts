
/**
 * 万分比
 */
export type MkActivityMaxRateBp = number | null;

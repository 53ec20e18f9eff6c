
/**
 * 最少成团人数
 */
export type MkActivityGroupMin = number | null;


/**
 * 最多成团人数
 */
export type MkActivityGroupMax = number | null;

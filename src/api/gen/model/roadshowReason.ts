
/**
 * 可报名时为 null
 */
export type RoadshowReason = string | null;

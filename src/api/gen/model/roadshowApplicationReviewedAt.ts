
/**
 * 毫秒时间戳
 */
export type RoadshowApplicationReviewedAt = number | null;

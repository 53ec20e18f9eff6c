
/**
 * 驳回原因等
 */
export type RoadshowApplicationReviewNote = string | null;

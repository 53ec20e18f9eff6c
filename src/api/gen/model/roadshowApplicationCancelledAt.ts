
/**
 * 毫秒时间戳
 */
export type RoadshowApplicationCancelledAt = number | null;


/**
 * 最近一次审核完成的时间，毫秒时间戳；未审核时为 null
 * @minimum 0
 */
export type ApplyStatusReviewedAt = number | null;

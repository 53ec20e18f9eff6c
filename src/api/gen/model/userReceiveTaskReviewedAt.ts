
/**
 * 审核时间，毫秒时间戳；未审核时为 null
 * @minimum 0
 */
export type UserReceiveTaskReviewedAt = number | null;

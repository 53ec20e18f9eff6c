
/**
 * 毫秒时间戳
 */
export type TpSubmissionReviewedAt = number | null;


/**
 * 毫秒时间戳
 */
export type TpSubmissionSubmittedAt = number | null;

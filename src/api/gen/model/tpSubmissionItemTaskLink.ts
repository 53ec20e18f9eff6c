
/**
 * 推广任务给出的链接
 */
export type TpSubmissionItemTaskLink = string | null;

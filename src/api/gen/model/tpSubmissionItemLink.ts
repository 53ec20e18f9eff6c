
/**
 * 推广内容的链接
 */
export type TpSubmissionItemLink = string | null;

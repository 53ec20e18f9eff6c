
/**
 * 问答题或推广说明
 */
export type TpSubmissionItemText = string | null;

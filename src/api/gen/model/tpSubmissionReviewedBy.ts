
/**
 * 商家员工
 */
export type TpSubmissionReviewedBy = string | null;


/**
 * 审核时间
 */
export type MkEntryReviewedAt = number | null;

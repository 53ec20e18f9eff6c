
/**
 * 审核意见
 */
export type MkEntryReviewNote = string | null;

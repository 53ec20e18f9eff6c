
/**
 * 不可报名原因
 */
export type MkActivityReason = string | null;

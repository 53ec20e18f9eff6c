
/**
 * 文字
 */
export type ViolationDecisionNote = string | null;

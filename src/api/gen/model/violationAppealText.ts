
/**
 * 文字
 */
export type ViolationAppealText = string | null;

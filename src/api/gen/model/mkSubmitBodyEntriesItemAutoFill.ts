
/**
 * 未成团自动补足
 */
export type MkSubmitBodyEntriesItemAutoFill = boolean | null;

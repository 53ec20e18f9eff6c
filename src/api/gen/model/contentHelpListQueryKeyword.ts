
/**
 * @maxLength 50
 */
export type ContentHelpListQueryKeyword = string | null;

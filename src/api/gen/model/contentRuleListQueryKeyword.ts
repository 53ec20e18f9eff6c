
/**
 * @maxLength 50
 */
export type ContentRuleListQueryKeyword = string | null;


/**
 * @minimum 1
 * @maximum 2147483647
 */
export type ContentHelpDetailQueryId = number | null;


/**
 * @minimum 1
 * @maximum 1000
 */
export type ContentRuleDetailBodyVersion = number | null;


/**
 * 修改时填写
 * @minimum 1
 * @maximum 2147483647
 */
export type SeRewardRuleSaveBodyRuleId = number | null;


/**
 * 类目或商品 id
 * @minimum 1
 * @maximum 9007199254740991
 */
export type SeRewardRuleSaveBodyScopeId = number | null;

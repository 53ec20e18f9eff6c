
/**
 * 类目或商品 id
 */
export type SeRewardRuleScopeId = number | null;


/**
 * 类目或商品名称
 */
export type SeRewardRuleScopeName = string | null;


/**
 * 商品名称
 * @maxLength 30
 */
export type SeRewardScopeQueryKeyword = string | null;

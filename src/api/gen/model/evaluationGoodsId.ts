
/**
 * 商品 id（仅用于链接）
 * @minimum 1
 */
export type EvaluationGoodsId = number | null;

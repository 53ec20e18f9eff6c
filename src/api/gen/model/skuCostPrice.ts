
/**
 * 成本价（分）
 * @minimum 0
 */
export type SkuCostPrice = number | null;

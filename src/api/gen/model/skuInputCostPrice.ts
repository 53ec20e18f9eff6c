
/**
 * 成本价（分）
 * @minimum 0
 * @maximum 100000000
 */
export type SkuInputCostPrice = number | null;


/**
 * 重量（克）
 * @minimum 0
 * @maximum 1000000
 */
export type SkuInputWeightG = number | null;


/**
 * 重量（克）
 * @minimum 0
 */
export type SkuWeightG = number | null;

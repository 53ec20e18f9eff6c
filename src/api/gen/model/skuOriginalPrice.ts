
/**
 * 原价（分）
 * @minimum 0
 */
export type SkuOriginalPrice = number | null;

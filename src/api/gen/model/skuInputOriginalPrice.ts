
/**
 * 原价（分），不低于售价
 * @minimum 0
 * @maximum 100000000
 */
export type SkuInputOriginalPrice = number | null;

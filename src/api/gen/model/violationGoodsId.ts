
/**
 * 相关商品
 */
export type ViolationGoodsId = number | null;

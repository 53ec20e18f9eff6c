
/**
 * 所属商品
 * @maxLength 100
 */
export type CardCodeCheckResultGoodsName = string | null;

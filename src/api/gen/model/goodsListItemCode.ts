
/**
 * 商家自定义的商品编码
 * @maxLength 64
 */
export type GoodsListItemCode = string | null;

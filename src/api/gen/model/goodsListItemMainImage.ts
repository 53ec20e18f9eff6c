
/**
 * 第一张主图的 URL
 * @maxLength 500
 */
export type GoodsListItemMainImage = string | null;

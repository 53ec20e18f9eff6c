
/**
 * 主图 URL
 * @maxLength 500
 */
export type ActivityGoodsPageListItemMainImage = string | null;


/**
 * 关联品牌的名称
 * @maxLength 50
 */
export type ShopTrademarkListListItemBrandName = string | null;

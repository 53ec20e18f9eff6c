
/**
 * 关联的品牌 id；未关联为 null
 * @minimum 1
 * @maximum 2147483647
 */
export type ShopTrademarkListListItemBrandId = number | null;

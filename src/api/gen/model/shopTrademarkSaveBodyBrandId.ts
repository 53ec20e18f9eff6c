
/**
 * 本店品牌 id；null 不关联
 * @minimum 1
 * @maximum 2147483647
 */
export type ShopTrademarkSaveBodyBrandId = number | null;

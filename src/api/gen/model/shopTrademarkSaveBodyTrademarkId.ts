
/**
 * 修改时为商标 id；新建为 null
 * @minimum 1
 * @maximum 2147483647
 */
export type ShopTrademarkSaveBodyTrademarkId = number | null;

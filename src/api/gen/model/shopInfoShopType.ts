
/**
 * 1 旗舰店 2 专营店 3 专卖店 4 校园店；未知为 null
 * @minimum 1
 * @maximum 4
 */
export type ShopInfoShopType = number | null;


/**
 * 商品金额达到此数（分）包邮；null 不启用
 * @minimum 1
 * @maximum 10000000
 */
export type ShopFreightTemplateListListItemFreeOverAmount = number | null;

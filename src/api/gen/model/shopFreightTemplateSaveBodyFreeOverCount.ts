
/**
 * 件数达到此数包邮；null 不启用
 * @minimum 1
 * @maximum 999
 */
export type ShopFreightTemplateSaveBodyFreeOverCount = number | null;

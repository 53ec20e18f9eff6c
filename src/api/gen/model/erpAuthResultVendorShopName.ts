
/**
 * 本店在 ERP 中的店铺名称；未授权时为 null
 * @maxLength 100
 */
export type ErpAuthResultVendorShopName = string | null;

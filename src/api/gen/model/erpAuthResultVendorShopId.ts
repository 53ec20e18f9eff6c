
/**
 * 本店在 ERP 中的店铺编号；未授权时为 null
 * @maxLength 64
 */
export type ErpAuthResultVendorShopId = string | null;


/**
 * 申请时填写的 ERP 店铺编号；未填写时为 null
 * @maxLength 64
 */
export type ErpFormDetailVendorShopId = string | null;

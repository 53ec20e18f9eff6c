
/**
 * 已在 ERP 中建好的店铺编号（如有）
 * @maxLength 64
 */
export type ErpAbutmentBodyVendorShopId = string | null;


/**
 * ERP 中的发货仓库编码；未设置时为 null
 * @maxLength 64
 */
export type ErpShopConfigWarehouseCode = string | null;

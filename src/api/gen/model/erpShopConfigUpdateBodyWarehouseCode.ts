
/**
 * ERP 中的发货仓库编码，字母、数字、下划线或短横线；不指定时为 null
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]+$
 */
export type ErpShopConfigUpdateBodyWarehouseCode = string | null;

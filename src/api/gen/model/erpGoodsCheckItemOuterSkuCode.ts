
/**
 * SKU 的商家编码（用于与 ERP 对应）；未填写时为 null
 * @maxLength 64
 */
export type ErpGoodsCheckItemOuterSkuCode = string | null;

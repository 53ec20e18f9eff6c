
/**
 * 商家 SKU 编码
 * @maxLength 64
 */
export type SkuInputCode = string | null;

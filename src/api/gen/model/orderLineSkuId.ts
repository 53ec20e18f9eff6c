
/**
 * 下单时的 SKU id（仅用于链接）
 * @minimum 1
 */
export type OrderLineSkuId = number | null;


/**
 * 下单时的商品 id（仅用于链接；商品可能已删除）
 * @minimum 1
 */
export type OrderLineGoodsId = number | null;

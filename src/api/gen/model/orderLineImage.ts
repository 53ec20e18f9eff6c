
/**
 * 下单时的商品主图地址；无则为 null
 * @maxLength 500
 */
export type OrderLineImage = string | null;

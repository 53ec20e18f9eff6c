import type { OrderGoodsOption } from './orderGoodsOption';

/**
 * 至多 20 个商品
 */
export type OrderGoodsOptionList = OrderGoodsOption[];

import type { GoodsFilter } from './goodsFilter';
import type { GoodsListQueryAllOf } from './goodsListQueryAllOf';

/**
 * 筛选条件加页签、排序与游标
 */
export type GoodsListQuery = GoodsFilter & GoodsListQueryAllOf;

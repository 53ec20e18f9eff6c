import type { OrderFilter } from './orderFilter';

/**
 * 按筛选条件统计各标签页订单数
 */
export interface OrderTabCountsQuery {
  /** 订单筛选条件（忽略 tab） */
  filter?: OrderFilter;
}

import type { OrderFilter } from './orderFilter';

/**
 * 按当前筛选条件导出 Excel
 */
export interface OrderExportBody {
  /** 与列表相同的筛选条件（含标签页） */
  filter: OrderFilter;
}

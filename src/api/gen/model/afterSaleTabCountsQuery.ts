import type { AfterSaleFilter } from './afterSaleFilter';

/**
 * 筛选条件（计数时忽略 status）
 */
export interface AfterSaleTabCountsQuery {
  filter?: AfterSaleFilter;
}

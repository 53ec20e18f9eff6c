import type { AfterSaleFilter } from './afterSaleFilter';
import type { AfterSaleListQueryCursor } from './afterSaleListQueryCursor';

/**
 * 筛选条件与游标分页
 */
export interface AfterSaleListQuery {
  filter?: AfterSaleFilter;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 31
   * @pattern ^\d{1,15}_\d{1,15}$
   */
  cursor?: AfterSaleListQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

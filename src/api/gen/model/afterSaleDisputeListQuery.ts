import type { AfterSaleDisputeListQueryFilter } from './afterSaleDisputeListQueryFilter';
import type { AfterSaleDisputeListQueryCursor } from './afterSaleDisputeListQueryCursor';

/**
 * 纠纷状态与游标分页
 */
export interface AfterSaleDisputeListQuery {
  /** status 为售后状态（85 待裁决，45/40 支持买家已退款，95 支持商家已关闭） */
  filter?: AfterSaleDisputeListQueryFilter;
  /**
   * 上一页答复的 nextCursor
   * @maxLength 31
   * @pattern ^\d{1,15}_\d{1,15}$
   */
  cursor?: AfterSaleDisputeListQueryCursor;
  /**
   * 1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

import type { FinanceFlowFilter } from './financeFlowFilter';
import type { FinanceFlowQueryCursor } from './financeFlowQueryCursor';

/**
 * 筛选条件与游标分页（按入账时间倒序）
 */
export interface FinanceFlowQuery {
  /** 流水筛选条件 */
  filter?: FinanceFlowFilter;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 64
   * @pattern ^[0-9A-Za-z_-]{1,64}$
   */
  cursor?: FinanceFlowQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

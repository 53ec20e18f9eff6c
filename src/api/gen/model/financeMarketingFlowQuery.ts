import type { FinanceMarketingFilter } from './financeMarketingFilter';
import type { FinanceMarketingFlowQueryCursor } from './financeMarketingFlowQueryCursor';

/**
 * 营销资金账户的流水，按时间倒序，游标分页
 */
export interface FinanceMarketingFlowQuery {
  /** 营销流水筛选 */
  filter?: FinanceMarketingFilter;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 64
   * @pattern ^[0-9A-Za-z_-]{1,64}$
   */
  cursor?: FinanceMarketingFlowQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

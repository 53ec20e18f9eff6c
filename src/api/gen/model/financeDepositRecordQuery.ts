import type { FinanceDepositFilter } from './financeDepositFilter';
import type { FinanceDepositRecordQueryCursor } from './financeDepositRecordQueryCursor';

/**
 * 充值、扣除与退还记录，按时间倒序，游标分页
 */
export interface FinanceDepositRecordQuery {
  /** 保证金记录筛选 */
  filter?: FinanceDepositFilter;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 64
   * @pattern ^[0-9A-Za-z_-]{1,64}$
   */
  cursor?: FinanceDepositRecordQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

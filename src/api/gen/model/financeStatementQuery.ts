import type { FinanceStatementPeriod } from './financeStatementPeriod';
import type { FinanceStatementStatus } from './financeStatementStatus';
import type { FinanceStatementQueryCursor } from './financeStatementQueryCursor';

/**
 * 按周期与时间范围查询对账单，按账期倒序，游标分页
 */
export interface FinanceStatementQuery {
  /** day 日账单；month 月账单 */
  period: FinanceStatementPeriod;
  /**
   * 账期开始时间下限（含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  from?: number;
  /**
   * 账期开始时间上限（不含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  to?: number;
  /** 只看该状态的对账单 */
  status?: FinanceStatementStatus;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 64
   * @pattern ^[0-9A-Za-z_-]{1,64}$
   */
  cursor?: FinanceStatementQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

import type { FinanceWithdrawFilter } from './financeWithdrawFilter';
import type { FinanceWithdrawQueryCursor } from './financeWithdrawQueryCursor';

/**
 * 提现记录，按申请时间倒序，游标分页
 */
export interface FinanceWithdrawQuery {
  /** 提现记录筛选 */
  filter?: FinanceWithdrawFilter;
  /**
   * 上一页答复的 nextCursor；首页不传或为 null
   * @maxLength 64
   * @pattern ^[0-9A-Za-z_-]{1,64}$
   */
  cursor?: FinanceWithdrawQueryCursor;
  /**
   * 每页条数，1 至 100
   * @minimum 1
   * @maximum 100
   */
  pageSize: number;
}

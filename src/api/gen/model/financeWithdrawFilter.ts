import type { FinanceWithdrawChannel } from './financeWithdrawChannel';
import type { FinanceWithdrawStatus } from './financeWithdrawStatus';

/**
 * 提现记录的筛选条件
 */
export interface FinanceWithdrawFilter {
  /** 只看该方式 */
  channel?: FinanceWithdrawChannel;
  /** 只看该状态 */
  status?: FinanceWithdrawStatus;
  /**
   * 时间下限（含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  from?: number;
  /**
   * 时间上限（不含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  to?: number;
}

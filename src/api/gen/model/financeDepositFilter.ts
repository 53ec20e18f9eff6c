import type { FinanceDepositRecordType } from './financeDepositRecordType';
import type { FinanceDepositRecordStatus } from './financeDepositRecordStatus';

/**
 * 保证金记录的筛选条件
 */
export interface FinanceDepositFilter {
  /** 只看该类型 */
  type?: FinanceDepositRecordType;
  /** 只看该状态 */
  status?: FinanceDepositRecordStatus;
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

import type { FinanceInvoiceStatus } from './financeInvoiceStatus';
import type { FinanceInvoiceType } from './financeInvoiceType';

/**
 * 开票记录的筛选条件
 */
export interface FinanceInvoiceFilter {
  /** 只看该状态 */
  status?: FinanceInvoiceStatus;
  /** 只看该类型 */
  invoiceType?: FinanceInvoiceType;
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

import type { FinanceAccount } from './financeAccount';
import type { FinanceFlowKind } from './financeFlowKind';

/**
 * 流水列表与导出共用的筛选条件；各条件同时满足（与）
 */
export interface FinanceFlowFilter {
  /**
   * 只看这些账户的流水；不传为全部账户
   * @maxItems 7
   */
  accounts?: FinanceAccount[];
  /**
   * 只看这些类型；不传为全部类型
   * @maxItems 18
   */
  kinds?: FinanceFlowKind[];
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
  /**
   * 完整订单号，精确匹配
   * @maxLength 32
   * @pattern ^[0-9]{6,32}$
   */
  orderNo?: string;
}

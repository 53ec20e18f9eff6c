import type { FinanceMarketingFilterKindsItem } from './financeMarketingFilterKindsItem';

/**
 * 营销资金流水的筛选条件
 */
export interface FinanceMarketingFilter {
  /**
   * 只看这些类型；不传为全部
   * @maxItems 3
   */
  kinds?: FinanceMarketingFilterKindsItem[];
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

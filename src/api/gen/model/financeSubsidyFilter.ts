
/**
 * 补贴明细的筛选条件
 */
export interface FinanceSubsidyFilter {
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
   * 只看该平台活动的补贴（活动 id）
   * @minimum 1
   * @maximum 2147483647
   */
  activityId?: number;
  /**
   * 完整订单号，精确匹配
   * @maxLength 32
   * @pattern ^[0-9]{6,32}$
   */
  orderNo?: string;
}

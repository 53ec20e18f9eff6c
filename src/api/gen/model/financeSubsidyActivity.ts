
/**
 * 一个平台活动在时间范围内的补贴合计
 */
export interface FinanceSubsidyActivity {
  /**
   * 平台活动 id
   * @minimum 1
   * @maximum 2147483647
   */
  activityId: number;
  /**
   * 平台活动名称
   * @maxLength 100
   */
  activityName: string;
  /**
   * 获得补贴的订单数
   * @minimum 0
   */
  orderCount: number;
  /**
   * 补贴合计（不含已取消），单位：分
   * @minimum 0
   */
  amount: number;
  /**
   * 已随订单结算入账的补贴，单位：分
   * @minimum 0
   */
  settledAmount: number;
}

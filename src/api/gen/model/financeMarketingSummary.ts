
/**
 * 营销资金账户余额与累计
 */
export interface FinanceMarketingSummary {
  /**
   * 营销资金账户余额，用于支付店铺承担的优惠券与活动成本，单位：分
   * @minimum 0
   */
  balance: number;
  /**
   * 可转入营销资金的可提现余额，单位：分
   * @minimum 0
   */
  available: number;
  /**
   * 累计转入营销资金，单位：分
   * @minimum 0
   */
  rechargedTotal: number;
  /**
   * 累计营销扣费，单位：分
   * @minimum 0
   */
  spentTotal: number;
  /**
   * 本月营销扣费，单位：分
   * @minimum 0
   */
  monthSpent: number;
}

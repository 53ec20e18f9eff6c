
/**
 * 代理当月推荐订单实付合计达到门槛时的奖励
 */
export interface SeRewardTier {
  /**
   * 当月推荐实付合计，分
   * @minimum 1
   * @maximum 10000000000
   */
  threshold: number;
  /**
   * 与规则方式相同的单位（分或基点）
   * @minimum 1
   * @maximum 1000000
   */
  value: number;
}

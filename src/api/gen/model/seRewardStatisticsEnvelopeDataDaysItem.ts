
/**
 * 当天付款的推荐订单产生的奖励与当天发放的金额
 */
export type SeRewardStatisticsEnvelopeDataDaysItem = {
  /** YYYY-MM-DD */
  date: string;
  /** 奖励 − 冲回，分 */
  amount: number;
  /** 分 */
  paid: number;
};


/**
 * 笔数、金额与发放后的可提现余额
 */
export interface SeRewardPayEnvelopeData {
  /** 发放的奖励笔数 */
  count: number;
  /** 发放合计，分 */
  total: number;
  /** 发放后，分 */
  available: number;
}

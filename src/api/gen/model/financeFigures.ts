
/**
 * 一段时间（今日或本月）的收支
 */
export interface FinanceFigures {
  /**
   * 这段时间付款订单的实付金额，单位：分
   * @minimum 0
   */
  income: number;
  /**
   * 这段时间退给买家的金额，单位：分
   * @minimum 0
   */
  refunds: number;
  /**
   * 这段时间结算扣除的佣金，单位：分
   * @minimum 0
   */
  commission: number;
  /**
   * 这段时间结算入账的平台补贴，单位：分
   * @minimum 0
   */
  subsidy: number;
  /** 这段时间转入可提现的净额，单位：分（收入为正，支出为负） */
  settled: number;
}

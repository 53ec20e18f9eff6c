
/**
 * 一天的收入、退款与结算
 */
export interface FinanceTrendPoint {
  /**
   * YYYY-MM-DD（北京时间）
   * @maxLength 10
   * @pattern ^\d{4}-\d{2}-\d{2}$
   */
  date: string;
  /**
   * 当天付款订单实付金额，单位：分
   * @minimum 0
   */
  income: number;
  /**
   * 当天退款金额，单位：分
   * @minimum 0
   */
  refunds: number;
  /** 当天结算转入可提现的净额，单位：分（收入为正，支出为负） */
  settled: number;
}

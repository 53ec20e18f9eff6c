
/**
 * 一天的支付金额与订单数
 */
export interface OverviewTrendPoint {
  /**
   * YYYY-MM-DD（北京时间）
   * @pattern ^\d{4}-\d{2}-\d{2}$
   */
  date: string;
  /**
   * 当天实付金额合计，单位：分
   * @minimum 0
   */
  paidAmount: number;
  /**
   * 当天付款订单数
   * @minimum 0
   */
  paidOrders: number;
}

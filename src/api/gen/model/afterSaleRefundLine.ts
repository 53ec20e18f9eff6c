
/**
 * 按订单商品行的退款金额（分），不超过该行实付减已退
 */
export interface AfterSaleRefundLine {
  /**
   * 订单商品行 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  orderLineId: number;
  /**
   * 分
   * @minimum 1
   * @maximum 100000000
   */
  amount: number;
}

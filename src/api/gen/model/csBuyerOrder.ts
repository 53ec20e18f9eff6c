
/**
 * 该买家在本店的最近订单
 */
export interface CsBuyerOrder {
  /**
   * 订单号
   * @maxLength 32
   */
  orderNo: string;
  /**
   * 订单状态
   * @maxLength 10
   */
  statusText: string;
  /**
   * 商品摘要
   * @maxLength 200
   */
  goodsSummary: string;
  /**
   * 订单金额，单位：分
   * @minimum 0
   * @maximum 1000000000000
   */
  amount: number;
  /**
   * 下单时间，毫秒时间戳
   * @minimum 0
   * @maximum 9999999999999
   */
  createdAt: number;
}

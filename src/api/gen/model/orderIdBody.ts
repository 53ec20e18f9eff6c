
/**
 * 指定一个订单
 */
export interface OrderIdBody {
  /**
   * 订单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  orderId: number;
}

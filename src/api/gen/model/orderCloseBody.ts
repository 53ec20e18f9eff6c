
/**
 * 关闭一个待付款订单
 */
export interface OrderCloseBody {
  /**
   * 订单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  orderId: number;
  /**
   * 关闭原因
   * @minLength 1
   * @maxLength 200
   * @pattern \S
   */
  reason: string;
}

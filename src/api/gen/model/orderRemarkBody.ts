
/**
 * 设置订单的商家备注（买家不可见）；空字符串清除备注
 */
export interface OrderRemarkBody {
  /**
   * 订单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  orderId: number;
  /**
   * 商家备注，至多 500 字
   * @maxLength 500
   */
  remark: string;
}


/**
 * 发货前修改收货人信息
 */
export interface OrderAddressBody {
  /**
   * 订单 id
   * @minimum 1
   * @maximum 9007199254740991
   */
  orderId: number;
  /**
   * 收货人姓名
   * @minLength 1
   * @maxLength 50
   * @pattern \S
   */
  receiverName: string;
  /**
   * 中国大陆手机号
   * @pattern ^(?:\+86|0086)?1[3-9]\d{9}$
   */
  receiverPhone: string;
  /**
   * 详细地址
   * @minLength 5
   * @maxLength 200
   * @pattern \S
   */
  receiverAddress: string;
  /**
   * 收货学校
   * @minLength 1
   * @maxLength 100
   * @pattern \S
   */
  school: string;
  /**
   * 收货校区（可为空）
   * @maxLength 100
   */
  campus?: string;
}


/**
 * 买家与收货人的完整手机号与地址（每次查看都记入审计日志）
 */
export interface OrderPrivacy {
  /**
   * 买家完整手机号
   * @maxLength 20
   */
  buyerPhone: string;
  /**
   * 收货人完整手机号
   * @maxLength 20
   */
  receiverPhone: string;
  /**
   * 完整收货地址
   * @maxLength 200
   */
  receiverAddress: string;
}

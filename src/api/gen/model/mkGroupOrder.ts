
/**
 * 团里的一笔订单
 */
export interface MkGroupOrder {
  /** 订单ID */
  orderId: number;
  /**
   * 订单号
   * @maxLength 40
   */
  orderNo: string;
  /**
   * 1 待付款，2 待发货，3 已发货，4 已完成，5 已关闭
   * @minimum 1
   * @maximum 5
   */
  status: number;
  /** 分 */
  paidAmount: number;
  /** 未成团时退回的金额（分） */
  refundedAmount: number;
}

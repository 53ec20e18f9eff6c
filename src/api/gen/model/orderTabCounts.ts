
/**
 * 各标签页的订单数
 */
export interface OrderTabCounts {
  /**
   * 全部订单数
   * @minimum 0
   */
  all: number;
  /**
   * 待付款订单数
   * @minimum 0
   */
  toPay: number;
  /**
   * 待发货订单数
   * @minimum 0
   */
  toShip: number;
  /**
   * 已发货订单数
   * @minimum 0
   */
  shipped: number;
  /**
   * 已完成订单数
   * @minimum 0
   */
  completed: number;
  /**
   * 已关闭订单数
   * @minimum 0
   */
  closed: number;
  /**
   * 售后处理中的订单数
   * @minimum 0
   */
  afterSale: number;
}

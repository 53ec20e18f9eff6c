
/**
 * 来自订单
 */
export interface MkActivityDataDay {
  /** 北京时间日期 YYYY-MM-DD（付款日） */
  day: string;
  /** 按活动价买了该商品的订单数 */
  orders: number;
  /** 买家数 */
  buyers: number;
  /** 按活动价售出的件数 */
  units: number;
  /** 这些订单行扣除全部优惠后的实付（分） */
  paidAmount: number;
  /** 售后退款按行金额占比（分） */
  refunds: number;
  /** 这些订单行的活动优惠（分，平台与店铺出资之和） */
  discount: number;
  /** 活动优惠中店铺出资的部分（分） */
  cost: number;
}


/**
 * 一天的领取与使用
 */
export interface CouponDay {
  /** YYYY-MM-DD，北京时间 */
  day: string;
  /** 领取 */
  claimed: number;
  /** 使用 */
  used: number;
  /** 分 */
  paidAmount: number;
  /** 分 */
  cost: number;
}

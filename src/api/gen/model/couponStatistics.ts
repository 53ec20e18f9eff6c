import type { Coupon } from './coupon';
import type { CouponDay } from './couponDay';

/**
 * 来自真实的领取与订单
 */
export interface CouponStatistics {
  coupon: Coupon;
  /** 已领取 */
  claimed: number;
  /** 已使用 */
  used: number;
  /** 已使用 ÷ 已领取 */
  useRate: number;
  /** 分 */
  paidAmount: number;
  /** 分：用券优惠总额 */
  cost: number;
  /** 分：从营销账户扣除 */
  shopCost: number;
  /** 用券订单实付 ÷ 优惠成本 */
  returnOnCost: number;
  /** 每日领取、使用、实付与成本 */
  series: CouponDay[];
}

import type { CouponMaxOff } from './couponMaxOff';
import type { CouponValidStart } from './couponValidStart';
import type { CouponValidEnd } from './couponValidEnd';
import type { CouponValidDays } from './couponValidDays';
import type { CouponStoppedAt } from './couponStoppedAt';

/**
 * 优惠券的规则、数量与状态
 */
export interface Coupon {
  /** 优惠券ID */
  couponId: number;
  /** 名称 */
  name: string;
  /** 1 满减券，2 折扣券，3 无门槛券 */
  type: number;
  /** 类型文字 */
  typeText: string;
  /** 如 满 ¥50.00 减 ¥5.00 */
  rule: string;
  /** 分；无门槛券为 0 */
  threshold: number;
  /** 分；折扣券为 0 */
  faceValue: number;
  /** 万分比，8500 即 8.5 折；非折扣券为 0 */
  rateBp: number;
  /** 分；null 不封顶 */
  maxOff: CouponMaxOff;
  /** 发放总量 */
  total: number;
  /** 已领取 */
  claimed: number;
  /** 已使用 */
  used: number;
  /** 每人限领 */
  perBuyerLimit: number;
  /** 毫秒时间戳 */
  claimStart: number;
  /** 毫秒时间戳 */
  claimEnd: number;
  /** 1 固定日期，2 领取后 N 天 */
  validKind: number;
  /** 用券开始 */
  validStart: CouponValidStart;
  /** 用券结束 */
  validEnd: CouponValidEnd;
  /** 领取后有效天数 */
  validDays: CouponValidDays;
  /** 1 全店，2 指定商品 */
  scope: number;
  /** 指定商品 */
  goodsIds: number[];
  /** 1 全部买家，2 新买家，3 老买家 */
  audience: number;
  /** 发放对象文字 */
  audienceText: string;
  /** 万分比；其余由平台出资 */
  shopShareBp: number;
  /** 1 未开始，2 进行中，3 已结束，4 已停发 */
  state: number;
  /** 状态文字 */
  stateText: string;
  /** 停发时间 */
  stoppedAt: CouponStoppedAt;
  /** 编辑时带回 */
  version: number;
  /** 创建时间 */
  createdAt: number;
}

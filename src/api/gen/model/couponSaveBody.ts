import type { CouponSaveBodyCouponId } from './couponSaveBodyCouponId';
import type { CouponSaveBodyType } from './couponSaveBodyType';
import type { CouponSaveBodyMaxOff } from './couponSaveBodyMaxOff';
import type { CouponSaveBodyValidKind } from './couponSaveBodyValidKind';
import type { CouponSaveBodyValidStart } from './couponSaveBodyValidStart';
import type { CouponSaveBodyValidEnd } from './couponSaveBodyValidEnd';
import type { CouponSaveBodyValidDays } from './couponSaveBodyValidDays';
import type { CouponSaveBodyScope } from './couponSaveBodyScope';
import type { CouponSaveBodyAudience } from './couponSaveBodyAudience';

/**
 * 新建或编辑
 */
export interface CouponSaveBody {
  /**
   * 编辑时传；新建不传
   * @minimum 1
   * @maximum 9007199254740991
   */
  couponId?: CouponSaveBodyCouponId;
  /**
   * 编辑时传页面所见的版本
   * @minimum 1
   * @maximum 1000000
   */
  version?: number;
  /**
   * 名称
   * @minLength 1
   * @maxLength 30
   */
  name: string;
  /**
   * 1 满减券，2 折扣券，3 无门槛券
   * @minimum 1
   * @maximum 3
   */
  type: CouponSaveBodyType;
  /**
   * 分
   * @minimum 0
   * @maximum 10000000
   */
  threshold: number;
  /**
   * 分；满减券须小于门槛
   * @minimum 0
   * @maximum 100000
   */
  faceValue: number;
  /**
   * 万分比；折扣券 1000-9900
   * @minimum 0
   * @maximum 9900
   */
  rateBp: number;
  /**
   * 分；null 不封顶
   * @minimum 1
   * @maximum 10000000
   */
  maxOff?: CouponSaveBodyMaxOff;
  /**
   * 发放总量
   * @minimum 1
   * @maximum 1000000
   */
  total: number;
  /**
   * 每人限领
   * @minimum 1
   * @maximum 10
   */
  perBuyerLimit: number;
  /**
   * 领取开始
   * @minimum 0
   * @maximum 4102444800000
   */
  claimStart: number;
  /**
   * 领取结束
   * @minimum 0
   * @maximum 4102444800000
   */
  claimEnd: number;
  /**
   * 1 固定日期，2 领取后 N 天
   * @minimum 1
   * @maximum 2
   */
  validKind: CouponSaveBodyValidKind;
  /**
   * 用券开始
   * @minimum 0
   * @maximum 4102444800000
   */
  validStart?: CouponSaveBodyValidStart;
  /**
   * 用券结束
   * @minimum 0
   * @maximum 4102444800000
   */
  validEnd?: CouponSaveBodyValidEnd;
  /**
   * 领取后有效天数
   * @minimum 1
   * @maximum 365
   */
  validDays?: CouponSaveBodyValidDays;
  /**
   * 1 全店，2 指定商品
   * @minimum 1
   * @maximum 2
   */
  scope: CouponSaveBodyScope;
  /**
   * 指定商品
   * @maxItems 100
   */
  goodsIds: number[];
  /**
   * 1 全部买家；2 新买家（在本店没有已付款订单的买家才能领取）；3 老买家（在本店有已付款订单的买家才能领取）
   * @minimum 1
   * @maximum 3
   */
  audience: CouponSaveBodyAudience;
  /**
   * 万分比
   * @minimum 0
   * @maximum 10000
   */
  shopShareBp: number;
}

import type { MkActivity } from './mkActivity';
import type { MkActivityDataDay } from './mkActivityDataDay';

/**
 * 一件商品在活动中的订单数据
 */
export interface MkActivityData {
  activity: MkActivity;
  /** 商品名 */
  goodsName: string;
  /** 订单数 */
  orders: number;
  /** 买家数 */
  buyers: number;
  /** 件数 */
  units: number;
  /** 分 */
  paidAmount: number;
  /** 分 */
  refunds: number;
  /** 分，平台与店铺出资之和 */
  discount: number;
  /** 活动优惠中店铺出资的部分（分） */
  cost: number;
  /** 每日 */
  series: MkActivityDataDay[];
}

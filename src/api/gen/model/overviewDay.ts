import type { OverviewDayVisitors } from './overviewDayVisitors';
import type { OverviewDayConversionRate } from './overviewDayConversionRate';

/**
 * 一天的交易指标
 */
export interface OverviewDay {
  /**
   * 当天付款订单的实付金额合计，单位：分
   * @minimum 0
   */
  paidAmount: number;
  /**
   * 当天付款的订单数
   * @minimum 0
   */
  paidOrders: number;
  /**
   * 当天店铺访客数；平台暂未提供访客统计时为 null（不估算）
   * @minimum 0
   */
  visitors: OverviewDayVisitors;
  /**
   * 当天下单买家数 / 访客数；访客数未知时为 null
   * @minimum 0
   */
  conversionRate: OverviewDayConversionRate;
}

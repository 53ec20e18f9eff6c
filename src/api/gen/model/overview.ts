import type { OverviewDay } from './overviewDay';
import type { OverviewTrendPoint } from './overviewTrendPoint';
import type { OverviewTodo } from './overviewTodo';

/**
 * 店铺首页的经营数据
 */
export interface Overview {
  /** 今日（北京时间）指标 */
  today: OverviewDay;
  /** 昨日（北京时间）指标 */
  yesterday: OverviewDay;
  /**
   * 待发货订单数
   * @minimum 0
   */
  toShip: number;
  /**
   * 已过最晚发货时间仍未发货的订单数
   * @minimum 0
   */
  shipOverdue: number;
  /**
   * 售后处理中的订单数
   * @minimum 0
   */
  afterSaleWaiting: number;
  /**
   * 在售商品数
   * @minimum 0
   */
  goodsOnSale: number;
  /**
   * 在售且有规格库存不超过 10 件的商品数
   * @minimum 0
   */
  lowStock: number;
  /**
   * 近 30 天（含今天）每天的支付金额与订单数，按日期升序，共 30 项
   * @maxItems 30
   */
  trend: OverviewTrendPoint[];
  /**
   * 按截止时间排序（待发货的最晚发货时间在前），至多 20 条
   * @maxItems 20
   */
  todos: OverviewTodo[];
  /**
   * 毫秒时间戳
   * @minimum 0
   */
  generatedAt: number;
}

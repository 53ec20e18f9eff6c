import type { FinanceBalances } from './financeBalances';
import type { FinanceFigures } from './financeFigures';
import type { FinanceTrendPoint } from './financeTrendPoint';

/**
 * 资金概览页的余额、今日与本月收支、近 30 天趋势
 */
export interface FinanceOverview {
  /** 各资金账户的当前余额 */
  balances: FinanceBalances;
  /**
   * 按经营主类目要求的保证金，单位：分
   * @minimum 0
   */
  depositRequired: number;
  /** 今日（北京时间）收支 */
  today: FinanceFigures;
  /** 本月（北京时间，1 日至今）收支 */
  month: FinanceFigures;
  /**
   * 近 30 天（含今天）每天的收入、退款与结算，按日期升序，共 30 项
   * @maxItems 31
   */
  trend: FinanceTrendPoint[];
  /**
   * 买家确认收货后经过多少天结算（T+N 的 N）
   * @minimum 0
   * @maximum 90
   */
  settleDays: number;
  /**
   * 统计时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  generatedAt: number;
}

import type { FinanceStatementPeriod } from './financeStatementPeriod';
import type { FinanceStatementStatus } from './financeStatementStatus';
import type { FinanceStatementConfirmedAt } from './financeStatementConfirmedAt';

/**
 * 一个账期的对账单：订单收入 − 退款 − 平台佣金 + 平台补贴 − 扣款 = 结算金额
 */
export interface FinanceStatement {
  /**
   * D+YYYYMMDD 为日账单，M+YYYYMM 为月账单
   * @maxLength 9
   * @pattern ^(D\d{8}|M\d{6})$
   */
  statementNo: string;
  /** day 日账单；month 月账单 */
  period: FinanceStatementPeriod;
  /**
   * 账期的展示文字，如 2026-11-23 或 2026-11
   * @maxLength 20
   */
  label: string;
  /**
   * 账期开始（北京时间 0 点），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  periodStart: number;
  /**
   * 账期结束（不含），毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  periodEnd: number;
  /**
   * 本账期结算的订单数
   * @minimum 0
   */
  orderCount: number;
  /**
   * 本账期结算订单的实付金额，单位：分
   * @minimum 0
   */
  income: number;
  /**
   * 本账期结算订单的退款与结算后发生的退款，单位：分
   * @minimum 0
   */
  refunds: number;
  /**
   * 按类目费率扣除的佣金，单位：分
   * @minimum 0
   */
  commission: number;
  /**
   * 平台承担的优惠补贴，单位：分
   * @minimum 0
   */
  subsidy: number;
  /**
   * 违规扣款等其他扣款，单位：分
   * @minimum 0
   */
  deductions: number;
  /** 订单收入 − 退款 − 平台佣金 + 平台补贴 − 扣款，单位：分（收入为正，支出为负） */
  settled: number;
  /** 0 待确认；1 已确认；2 有异议；3 异议已处理 */
  status: FinanceStatementStatus;
  /**
   * 商家确认时间，毫秒时间戳；无则为 null
   * @minimum 0
   * @maximum 4102444800000
   */
  confirmedAt: FinanceStatementConfirmedAt;
  /**
   * 被提出异议的明细条数
   * @minimum 0
   */
  disputeCount: number;
  /**
   * 对账单生成时间，毫秒时间戳
   * @minimum 0
   * @maximum 4102444800000
   */
  generatedAt: number;
}

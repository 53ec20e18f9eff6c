import type { FinanceInvoiceMonth } from './financeInvoiceMonth';

/**
 * 可开票金额与各月明细
 */
export interface FinanceInvoiceSummary {
  /**
   * 各月可开票合计，单位：分
   * @minimum 0
   */
  invoiceable: number;
  /**
   * 已开票合计（不含红冲），单位：分
   * @minimum 0
   */
  invoiced: number;
  /**
   * 已申请、待平台开票的合计，单位：分
   * @minimum 0
   */
  inProgress: number;
  /**
   * 近 24 个月中有佣金或服务费的月份，按月份倒序
   * @maxItems 24
   */
  months: FinanceInvoiceMonth[];
}

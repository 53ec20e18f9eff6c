
/**
 * 一个月平台向商家收取的佣金与服务费，及已开票与可开票金额
 */
export interface FinanceInvoiceMonth {
  /**
   * YYYY-MM
   * @maxLength 7
   * @pattern ^\d{4}-(0[1-9]|1[0-2])$
   */
  month: string;
  /**
   * 当月结算扣除的平台佣金（已扣除退款返还），单位：分
   * @minimum 0
   */
  commission: number;
  /**
   * 当月提现手续费等服务费，单位：分
   * @minimum 0
   */
  fees: number;
  /**
   * 已开票或开票中的金额（红冲后不计），单位：分
   * @minimum 0
   */
  invoiced: number;
  /**
   * 佣金 + 服务费 − 已开票，单位：分
   * @minimum 0
   */
  invoiceable: number;
}

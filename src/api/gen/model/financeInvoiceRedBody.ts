
/**
 * 对已开具的发票申请红字冲销；红冲后该金额可重新开票
 */
export interface FinanceInvoiceRedBody {
  /**
   * 开票申请 id
   * @minimum 1
   * @maximum 2147483647
   */
  invoiceId: number;
  /**
   * 红冲原因，5 至 200 字
   * @minLength 5
   * @maxLength 200
   */
  reason: string;
}

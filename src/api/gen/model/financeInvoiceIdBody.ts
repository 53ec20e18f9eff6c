
/**
 * 指定一次开票申请
 */
export interface FinanceInvoiceIdBody {
  /**
   * 开票申请 id
   * @minimum 1
   * @maximum 2147483647
   */
  invoiceId: number;
}

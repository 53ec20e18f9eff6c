import type { FinanceInvoiceType } from './financeInvoiceType';

/**
 * 按月份申请开票，金额为所选月份的可开票合计；抬头取已保存的发票抬头
 */
export interface FinanceInvoiceApplyBody {
  /** 1 电子普通发票；2 电子专用发票 */
  invoiceType: FinanceInvoiceType;
  /**
   * 要开票的月份，1 至 12 个，不重复
   * @minItems 1
   * @maxItems 12
   */
  months: string[];
  /**
   * 发票备注，至多 100 字
   * @maxLength 100
   */
  remark?: string;
}

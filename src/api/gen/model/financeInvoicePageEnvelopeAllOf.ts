import type { FinanceInvoicePage } from './financeInvoicePage';

export type FinanceInvoicePageEnvelopeAllOf = {
  /** 成功时返回的开票记录分页 */
  data: FinanceInvoicePage;
};

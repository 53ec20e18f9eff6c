import type { FinanceInvoice } from './financeInvoice';

export type FinanceInvoiceEnvelopeAllOf = {
  /** 成功时返回的开票申请 */
  data: FinanceInvoice;
};

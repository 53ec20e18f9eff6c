import type { FinanceInvoiceSummary } from './financeInvoiceSummary';

export type FinanceInvoiceSummaryEnvelopeAllOf = {
  /** 成功时返回的开票概况 */
  data: FinanceInvoiceSummary;
};

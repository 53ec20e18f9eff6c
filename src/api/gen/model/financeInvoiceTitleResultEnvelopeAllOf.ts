import type { FinanceInvoiceTitleResult } from './financeInvoiceTitleResult';

export type FinanceInvoiceTitleResultEnvelopeAllOf = {
  /** 成功时返回的发票抬头结果 */
  data: FinanceInvoiceTitleResult;
};

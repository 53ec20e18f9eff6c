import type { FinanceDepositSummary } from './financeDepositSummary';

export type FinanceDepositSummaryEnvelopeAllOf = {
  /** 成功时返回的保证金概况 */
  data: FinanceDepositSummary;
};

import type { FinanceMarketingSummary } from './financeMarketingSummary';

export type FinanceMarketingSummaryEnvelopeAllOf = {
  /** 成功时返回的营销资金概况 */
  data: FinanceMarketingSummary;
};

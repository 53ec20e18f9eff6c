import type { FinanceOverview } from './financeOverview';

export type FinanceOverviewEnvelopeAllOf = {
  /** 成功时返回的资金概览 */
  data: FinanceOverview;
};

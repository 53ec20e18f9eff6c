import type { FinanceFlowPage } from './financeFlowPage';

export type FinanceFlowPageEnvelopeAllOf = {
  /** 成功时返回的资金流水分页 */
  data: FinanceFlowPage;
};

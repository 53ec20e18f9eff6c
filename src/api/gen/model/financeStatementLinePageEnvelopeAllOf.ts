import type { FinanceStatementLinePage } from './financeStatementLinePage';

export type FinanceStatementLinePageEnvelopeAllOf = {
  /** 成功时返回的对账明细分页 */
  data: FinanceStatementLinePage;
};

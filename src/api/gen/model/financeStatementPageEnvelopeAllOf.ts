import type { FinanceStatementPage } from './financeStatementPage';

export type FinanceStatementPageEnvelopeAllOf = {
  /** 成功时返回的对账单分页 */
  data: FinanceStatementPage;
};

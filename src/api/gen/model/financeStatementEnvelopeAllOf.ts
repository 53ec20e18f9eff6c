import type { FinanceStatement } from './financeStatement';

export type FinanceStatementEnvelopeAllOf = {
  /** 成功时返回的对账单 */
  data: FinanceStatement;
};

import type { FinanceWithdrawPage } from './financeWithdrawPage';

export type FinanceWithdrawPageEnvelopeAllOf = {
  /** 成功时返回的提现记录分页 */
  data: FinanceWithdrawPage;
};

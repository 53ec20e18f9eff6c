import type { FinanceWithdrawal } from './financeWithdrawal';

export type FinanceWithdrawalEnvelopeAllOf = {
  /** 成功时返回的提现记录 */
  data: FinanceWithdrawal;
};

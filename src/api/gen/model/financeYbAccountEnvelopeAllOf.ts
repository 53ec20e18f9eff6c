import type { FinanceYbAccount } from './financeYbAccount';

export type FinanceYbAccountEnvelopeAllOf = {
  /** 成功时返回的易宝子账户 */
  data: FinanceYbAccount;
};

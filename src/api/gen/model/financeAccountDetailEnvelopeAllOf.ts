import type { FinanceAccountDetail } from './financeAccountDetail';

export type FinanceAccountDetailEnvelopeAllOf = {
  /** 成功时返回的收款账户 */
  data: FinanceAccountDetail;
};

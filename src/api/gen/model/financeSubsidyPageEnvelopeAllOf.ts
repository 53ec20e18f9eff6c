import type { FinanceSubsidyPage } from './financeSubsidyPage';

export type FinanceSubsidyPageEnvelopeAllOf = {
  /** 成功时返回的补贴明细分页 */
  data: FinanceSubsidyPage;
};

import type { FinanceSubsidyActivityList } from './financeSubsidyActivityList';

export type FinanceSubsidyActivityListEnvelopeAllOf = {
  /** 成功时返回的活动补贴汇总列表 */
  data: FinanceSubsidyActivityList;
};

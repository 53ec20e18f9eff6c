import type { FinanceSubsidyActivity } from './financeSubsidyActivity';

/**
 * 各平台活动的补贴合计，按补贴金额倒序
 */
export interface FinanceSubsidyActivityList {
  /**
   * 各活动的补贴合计
   * @maxItems 100
   */
  list: FinanceSubsidyActivity[];
  /**
   * 全部活动的补贴合计，单位：分
   * @minimum 0
   */
  total: number;
}

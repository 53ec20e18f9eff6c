import type { AfterSaleTabCountsTabsItem } from './afterSaleTabCountsTabsItem';

/**
 * 全部与各状态
 */
export interface AfterSaleTabCounts {
  /** 合计 */
  all: number;
  /** 每个状态一项 */
  tabs: AfterSaleTabCountsTabsItem[];
}
